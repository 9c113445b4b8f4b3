import { isDatabaseId } from "@contract/ids";
import { currentUserQuery } from "@/api/auth";
import { projectBoardsQuery } from "@/api/boards";
import { projectMembersQuery, projectQuery } from "@/api/projects";
import { queryClient } from "@/api/query-client";
import { boardTasksQuery } from "@/api/tasks";

/**
 * Starts the board page's requests when the navigation starts (the route's loader), not when the
 * page has rendered: the project, its boards and members at once, and the first board's tasks as
 * soon as the boards are known, while the page's code is still loading. Only for a signed-in user;
 * the page's own queries then find the answers in the cache (or in flight).
 */
export async function prefetchBoard(projectId: number): Promise<void> {
  if (!isDatabaseId(projectId)) return;
  const user = await queryClient.ensureQueryData(currentUserQuery).catch(() => null);
  if (!user?.isApproved) return;
  void queryClient.prefetchQuery(projectQuery(projectId));
  void queryClient.prefetchQuery(projectMembersQuery(projectId));
  await queryClient.prefetchQuery(projectBoardsQuery(projectId));
  const board = queryClient.getQueryData(projectBoardsQuery(projectId).queryKey)?.[0];
  if (board) await queryClient.prefetchQuery(boardTasksQuery(board.id));
}
