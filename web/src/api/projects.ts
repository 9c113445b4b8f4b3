import type {
  CreateProjectInput,
  Project,
  ProjectMember,
  ProjectTableRow,
  ProjectUser,
  ProjectWithOwner,
  UpdateProjectInput,
} from "@contract/projects";
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { projectBoardsQuery } from "./boards";
import { dashboardKey } from "./dashboard";
import { apiRequest, getJson, sendJson } from "./http";
import { rootKeys } from "./keys";
import { useSubmitMutation } from "./submit-mutation";

/** The key root of every project query (list, detail, members, table tasks). */
export const projectsKey = [...rootKeys.projects] as const;

/** GET /api/projects: the projects the user may see, most recently updated first. */
export const projectsQuery = queryOptions({
  queryKey: [...projectsKey, "list"],
  queryFn: () => getJson<Project[]>("/api/projects"),
});

/** GET /api/projects?include=owner: the same list with each project's owner (All Projects, issue 9). */
export const projectsWithOwnerQuery = queryOptions({
  queryKey: [...projectsKey, "list", "with-owner"],
  queryFn: () => getJson<ProjectWithOwner[]>("/api/projects?include=owner"),
});

/** How many tasks of a project the Table view loads at a time (issue 14: not every task at once). */
export const PROJECT_TABLE_PAGE_SIZE = 20;

/** One page of a project's tasks in the Table view, with the counts its headers carry. */
export type ProjectTaskPage = {
  tasks: ProjectTableRow[];
  /** Where the page starts. */
  offset: number;
  /** The project's tasks in all. */
  total: number;
  /** Of those, the completed ones. */
  completed: number;
};

/** The Table view's task pages of every project; every task write refreshes them. */
export const projectTasksKey = [...projectsKey, "tasks"] as const;

/**
 * GET /api/projects/tasks?projectId=&limit=&offset=&sort=: a project's tasks for the Table view,
 * sorted by the server (`sort` as in ?taskSort=, "" for board order), a page at a time, under
 * `projectTasksKey`.
 */
export function projectTaskPagesQuery(projectId: number, sort: string, type = "all") {
  return infiniteQueryOptions({
    queryKey: [...projectTasksKey, "pages", projectId, sort, type],
    queryFn: async ({ pageParam }): Promise<ProjectTaskPage> => {
      const params = new URLSearchParams({
        projectId: String(projectId),
        limit: String(PROJECT_TABLE_PAGE_SIZE),
        offset: String(pageParam),
      });
      if (sort) params.set("sort", sort);
      // Only tasks of this type (product rules §35).
      if (type !== "all") params.set("type", type);
      const response = await apiRequest("GET", `/api/projects/tasks?${params.toString()}`);
      const tasks = (await response.json()) as ProjectTableRow[];
      const count = (header: string, fallback: number) => {
        const n = Number(response.headers.get(header) ?? Number.NaN);
        return Number.isNaN(n) ? fallback : n;
      };
      return {
        tasks,
        offset: pageParam,
        total: count("x-total-count", pageParam + tasks.length),
        completed: count("x-completed-count", 0),
      };
    },
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.tasks.length;
      return last.tasks.length > 0 && next < last.total ? next : undefined;
    },
    // A new sort keeps the rows on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/projects/{id}: one project. */
export function projectQuery(id: number) {
  return queryOptions({
    queryKey: [...projectsKey, "detail", id],
    queryFn: () => getJson<Project>(`/api/projects/${id}`),
  });
}

/** GET /api/projects/{id}/members: the owner first, then the members. */
export function projectMembersQuery(id: number) {
  return queryOptions({
    queryKey: [...projectsKey, "detail", id, "members"],
    queryFn: () => getJson<ProjectMember[]>(`/api/projects/${id}/members`),
  });
}

/** GET /api/projects/{id}/assignable-users: assignee choices for the project's tasks. */
export function assignableUsersQuery(id: number) {
  return queryOptions({
    queryKey: [...projectsKey, "detail", id, "assignable-users"],
    queryFn: () => getJson<ProjectUser[]>(`/api/projects/${id}/assignable-users`),
  });
}

/** Refreshes everything a project write can change: projects, sprints (counts), dashboard, task lists. */
export async function invalidateProjectData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: projectsKey }),
    queryClient.invalidateQueries({ queryKey: [...rootKeys.sprints] }),
    queryClient.invalidateQueries({ queryKey: dashboardKey }),
    queryClient.invalidateQueries({ queryKey: [...rootKeys.tasks] }),
  ]);
}

/** POST /api/projects (plain, in a sprint, or with the assistant's tasks). */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: CreateProjectInput) => sendJson<Project>("POST", "/api/projects", body),
    onSuccess: () => invalidateProjectData(queryClient),
  });
}

/** PUT /api/projects/{id} with the changed fields. */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: ({ id, ...body }: UpdateProjectInput & { id: number }) =>
      sendJson<Project>("PUT", `/api/projects/${id}`, body),
    onSuccess: () => invalidateProjectData(queryClient),
  });
}

/** DELETE /api/projects/{id} (owner only). */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson<void>("DELETE", `/api/projects/${id}`),
    // The deleted project's own queries are dropped, not refreshed: asking again answers 404 (issue 9).
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: projectQuery(id).queryKey });
      queryClient.removeQueries({ queryKey: projectBoardsQuery(id).queryKey });
      await invalidateProjectData(queryClient);
    },
  });
}

/**
 * DELETE /api/projects/{id}/members/{userId} (owner only): the member leaves and their tasks here
 * become unassigned. Settles once the member list, the board's tasks and other lists are fresh.
 */
export function useRemoveProjectMember(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => sendJson<void>("DELETE", `/api/projects/${projectId}/members/${userId}`),
    onSuccess: () =>
      Promise.all([
        invalidateProjectData(queryClient),
        queryClient.invalidateQueries({ queryKey: [...rootKeys.boards] }),
      ]),
  });
}
