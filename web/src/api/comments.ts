import type { Comment, CreateCommentInput } from "@contract/comments";
import type { Task } from "@contract/tasks";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { getJson, sendJson } from "./http";
import { rootKeys } from "./keys";
import { useSubmitMutation } from "./submit-mutation";
import { refreshWatchersAfterComment } from "./watchers";

/** The query key of a task's comments (the board's real-time handler refreshes keys with "comments" and the task id). */
export function commentsKey(taskId: number) {
  return [...rootKeys.comments, "task", taskId] as const;
}

/** GET /api/tasks/{id}/comments: threads oldest first, each with its replies. */
export function commentsQuery(taskId: number) {
  return queryOptions({
    queryKey: commentsKey(taskId),
    queryFn: () => getJson<Comment[]>(`/api/tasks/${taskId}/comments`),
  });
}

/** Moves the task's comment count on every cached board by `delta` (the echo of our own write is skipped). */
function shiftCommentCount(queryClient: QueryClient, taskId: number, delta: number): void {
  queryClient.setQueriesData<Task[]>(
    { predicate: (q) => q.queryKey[0] === "boards" && q.queryKey[2] === "tasks" },
    (all) =>
      all?.map((task) =>
        task.id === taskId ? { ...task, commentCount: Math.max(0, task.commentCount + delta) } : task,
      ),
  );
}

/** POST /api/tasks/{id}/comments: a comment or (with parentId) a reply, with at most one attachment. */
export function usePostComment(taskId: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: CreateCommentInput) =>
      sendJson<Comment>("POST", `/api/tasks/${taskId}/comments`, body),
    onSuccess: () => {
      shiftCommentCount(queryClient, taskId, 1);
      void refreshWatchersAfterComment(queryClient, taskId);
      return queryClient.invalidateQueries({ queryKey: commentsKey(taskId) });
    },
  });
}

/** PUT /api/comments/{id}: the new text (author only). */
export function useUpdateComment(taskId: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) =>
      sendJson<Comment>("PUT", `/api/comments/${id}`, { content }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(taskId) }),
  });
}

/** DELETE /api/comments/{id} (author only); its replies go with it. */
export function useDeleteComment(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: Pick<Comment, "id" | "replies">) =>
      sendJson<void>("DELETE", `/api/comments/${comment.id}`),
    onSuccess: (_result, comment) => {
      shiftCommentCount(queryClient, taskId, -(1 + comment.replies.length));
      return queryClient.invalidateQueries({ queryKey: commentsKey(taskId) });
    },
  });
}
