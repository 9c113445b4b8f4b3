import type {
  CreateRepositoryInput,
  Development,
  Repository,
  RepositoryWithSecret,
  UpdateRepositoryInput,
} from "@contract/repositories";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { getJson, sendJson } from "./http";
import { rootKeys } from "./keys";
import { useSubmitMutation } from "./submit-mutation";

/** Keys of a project's repository connections and of a task's development items (product rules §34). */
export const repositoryKeys = {
  all: [...rootKeys.projects, "repositories"] as const,
  list: (projectId: number) => [...repositoryKeys.all, projectId] as const,
  development: (taskId: number) => [...rootKeys.development, taskId] as const,
};

const base = (projectId: number) => `/api/projects/${projectId}/repositories`;

/** GET /api/projects/:id/repositories: the owner's connections (never their secrets). */
export function repositoriesQuery(projectId: number) {
  return queryOptions({
    queryKey: repositoryKeys.list(projectId),
    queryFn: () => getJson<Repository[]>(base(projectId)),
    retry: false,
  });
}

/** GET /api/tasks/:id/development: the task's branches, commits and pull requests. */
export function developmentQuery(taskId: number) {
  return queryOptions({
    queryKey: repositoryKeys.development(taskId),
    queryFn: () => getJson<Development>(`/api/tasks/${taskId}/development`),
  });
}

function replaceIn(list: Repository[] | undefined, repository: Repository): Repository[] | undefined {
  return list?.map((r) => (r.id === repository.id ? repository : r));
}

/** Without the secret, for the cached list. */
function listed({ secret: _secret, ...repository }: RepositoryWithSecret): Repository {
  return repository;
}

/** POST: the answer carries the secret and the webhook URL, shown once. */
export function useCreateRepository(projectId: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: CreateRepositoryInput) =>
      sendJson<RepositoryWithSecret>("POST", base(projectId), body),
    onSuccess: (created) =>
      queryClient.setQueryData<Repository[]>(repositoryKeys.list(projectId), (list) => [
        ...(list ?? []),
        listed(created),
      ]),
  });
}

/** PATCH: the review and done columns. */
export function useUpdateRepository(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateRepositoryInput & { id: number }) =>
      sendJson<Repository>("PATCH", `${base(projectId)}/${id}`, body),
    onSuccess: (repository) =>
      queryClient.setQueryData<Repository[]>(repositoryKeys.list(projectId), (list) =>
        replaceIn(list, repository),
      ),
  });
}

/** DELETE: the connection and what it linked go. */
export function useDeleteRepository(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson<void>("DELETE", `${base(projectId)}/${id}`),
    onSuccess: (_done, id) =>
      queryClient.setQueryData<Repository[]>(repositoryKeys.list(projectId), (list) =>
        list?.filter((r) => r.id !== id),
      ),
  });
}

/** POST .../rotate-secret: the new secret, shown once. */
export function useRotateRepositorySecret(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      sendJson<RepositoryWithSecret>("POST", `${base(projectId)}/${id}/rotate-secret`),
    onSuccess: (rotated) =>
      queryClient.setQueryData<Repository[]>(repositoryKeys.list(projectId), (list) =>
        replaceIn(list, listed(rotated)),
      ),
  });
}
