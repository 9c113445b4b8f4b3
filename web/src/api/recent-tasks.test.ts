import type { CalendarTask } from "@contract/dashboard";
import type { Task } from "@contract/tasks";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { dropRecentTask, putRecentTask, recentTasksKeys } from "./recent-tasks";

const recent = (id: number, projectId = 1, name = "Launch"): CalendarTask => ({
  id,
  key: `LAU-${id}`,
  title: `T${id}`,
  type: "task",
  parentId: null,
  childCounts: { total: 0, done: 0, points: 0, pointsDone: 0 },
  description: null,
  status: "todo",
  priority: "medium",
  dueDate: null,
  storyPoints: null,
  assignedTo: null,
  assignee: null,
  project: { id: projectId, name },
  updatedAt: "2025-01-01T00:00:00.000Z",
  createdAt: "2025-01-01T00:00:00.000Z",
});

const boardTask = (id: number, projectId: number, title = `New ${id}`): Task => ({
  id,
  boardId: 7,
  projectId,
  key: `P${projectId}-${id}`,
  title,
  type: "task",
  parentId: null,
  childCounts: { total: 0, done: 0, points: 0, pointsDone: 0 },
  description: "Details",
  status: "in_progress",
  priority: "high",
  storyPoints: null,
  assignedTo: null,
  assignee: null,
  dueDate: "2025-03-01T00:00:00.000Z",
  startDate: null,
  progress: 0,
  position: 0,
  tags: [],
  completedAt: null,
  createdBy: null,
  departmentId: null,
  commentCount: 0,
  checklistDone: 0,
  checklistTotal: 0,
  progressFromChecklist: false,
  createdAt: "2025-02-01T00:00:00.000Z",
  updatedAt: "2025-02-02T00:00:00.000Z",
});

/** A query client holding the sidebar's list, with nothing refetching in the background. */
function withList(list: CalendarTask[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(recentTasksKeys.list(3), list);
  const get = () => queryClient.getQueryData<CalendarTask[]>(recentTasksKeys.list(3));
  const state = () => queryClient.getQueryState(recentTasksKeys.list(3));
  return { queryClient, get, state };
}

describe("Recent Tasks cache (real-time events)", () => {
  it("puts a created or changed task first and keeps the list's length, in the recent shape", () => {
    const { queryClient, get, state } = withList([recent(1), recent(2), recent(3)]);
    putRecentTask(queryClient, boardTask(9, 1));
    expect(get()!.map((t) => t.id)).toEqual([9, 1, 2]);
    expect(get()![0]).toEqual({
      id: 9,
      key: "P1-9",
      title: "New 9",
      type: "task",
      parentId: null,
      childCounts: { total: 0, done: 0, points: 0, pointsDone: 0 },
      description: "Details",
      status: "in_progress",
      priority: "high",
      dueDate: "2025-03-01T00:00:00.000Z",
      storyPoints: null,
      assignedTo: null,
      assignee: null,
      project: { id: 1, name: "Launch" },
      updatedAt: "2025-02-02T00:00:00.000Z",
      createdAt: "2025-02-01T00:00:00.000Z",
    });
    putRecentTask(queryClient, boardTask(2, 1, "Moved"));
    expect(get()!.map((t) => t.title)).toEqual(["Moved", "New 9", "T1"]);
    expect(state()!.isInvalidated).toBe(false);
  });

  it("takes the project's name from its cached detail, else invalidates the list", () => {
    const { queryClient, get, state } = withList([recent(1)]);
    queryClient.setQueryData(["projects", "detail", 5], { id: 5, name: "Other" });
    putRecentTask(queryClient, boardTask(8, 5));
    expect(get()![0]!.project).toEqual({ id: 5, name: "Other" });
    expect(state()!.isInvalidated).toBe(false);
    putRecentTask(queryClient, boardTask(10, 6));
    expect(get()!.map((t) => t.id)).toEqual([8, 1]);
    expect(state()!.isInvalidated).toBe(true);
  });

  it("removes a deleted task and marks the list for a refill; other deletions change nothing", () => {
    const { queryClient, get, state } = withList([recent(1), recent(2), recent(3)]);
    dropRecentTask(queryClient, 42);
    expect(get()!.map((t) => t.id)).toEqual([1, 2, 3]);
    expect(state()!.isInvalidated).toBe(false);
    dropRecentTask(queryClient, 2);
    expect(get()!.map((t) => t.id)).toEqual([1, 3]);
    expect(state()!.isInvalidated).toBe(true);
  });
});
