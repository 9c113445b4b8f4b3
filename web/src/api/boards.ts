import type { Board } from "@contract/tasks";
import { queryOptions } from "@tanstack/react-query";
import { getJson } from "./http";
import { rootKeys } from "./keys";

/** The key root of board queries (boards of a project, tasks of a board). */
export const boardsKey = [...rootKeys.boards] as const;

/** GET /api/projects/{id}/boards: the project's boards with the owner's status columns. */
export function projectBoardsQuery(projectId: number) {
  return queryOptions({
    queryKey: [...boardsKey, "project", projectId],
    queryFn: () => getJson<Board[]>(`/api/projects/${projectId}/boards`),
  });
}
