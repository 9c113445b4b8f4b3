import type { Comment } from "@contract/comments";
import { useQuery } from "@tanstack/react-query";
import { MessageSquare } from "lucide-react";
import { useCurrentUser } from "@/api/auth";
import { commentsQuery, useDeleteComment, usePostComment, useUpdateComment } from "@/api/comments";
import { CardError } from "@/components/feedback/load-failure";
import { showError } from "@/components/feedback/show-error";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { COMMON, defineMessages, type MessageDescriptor, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { CommentComposer, type ComposerValue } from "./comment-composer";
import { type CommentActions, CommentItem } from "./comment-item";

const MESSAGES = defineMessages({
  loading: { id: "comments.dialog.loading", defaultMessage: "Loading comments..." },
  posted: { id: "comments.toast.posted", defaultMessage: "Comment posted successfully" },
  postFailed: { id: "comments.toast.postFailed", defaultMessage: "Failed to post comment" },
  updated: { id: "comments.toast.updated", defaultMessage: "Comment updated successfully" },
  updateFailed: { id: "comments.toast.updateFailed", defaultMessage: "Failed to update comment" },
  deleted: { id: "comments.toast.deleted", defaultMessage: "Comment deleted successfully" },
  deleteFailed: { id: "comments.toast.deleteFailed", defaultMessage: "Failed to delete comment" },
  title: { id: "comments.dialog.title", defaultMessage: "Comments - {title}" },
  description: { id: "comments.dialog.description", defaultMessage: "Discuss this task with your team." },
  loadFailed: { id: "comments.dialog.loadFailed", defaultMessage: "The comments could not be loaded." },
  empty: { id: "comments.dialog.empty", defaultMessage: "No comments yet. Start the conversation!" },
  list: { id: "comments.dialog.list", defaultMessage: "Comments" },
  add: { id: "comments.composer.add", defaultMessage: "Add a comment" },
  placeholder: { id: "comments.composer.placeholder", defaultMessage: "Write a comment..." },
  post: { id: "comments.composer.post", defaultMessage: "Post Comment" },
});

const success = (description: MessageDescriptor) => {
  const t = translator();
  toast({ title: t(COMMON.success), description: t(description) });
};
const failure = (error: unknown, fallback: MessageDescriptor) => showError(error, translator()(fallback));

function CommentSkeletons() {
  const t = useT();
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only">{t(MESSAGES.loading)}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3" data-testid="comment-skeleton">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The task comments dialog (product rules §13, 'Task comments dialog'): 'Comments - {task title}', three
 * skeletons while loading, threads one reply deep, posting with one attachment, and edit and delete
 * for the author. Live changes from others arrive through the board's real-time handler.
 */
export function CommentsDialog({
  task,
  open,
  onOpenChange,
}: {
  task: { id: number; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const comments = useQuery({ ...commentsQuery(task.id), enabled: open });
  const { data: user } = useCurrentUser();
  const post = usePostComment(task.id);
  const update = useUpdateComment(task.id);
  const remove = useDeleteComment(task.id);

  const send = (value: ComposerValue, parentId?: number) =>
    post
      .mutateAsync({
        content: value.content,
        parentId,
        attachments: value.attachment
          ? [{ type: "file", name: value.attachment.name, url: value.attachment.url }]
          : undefined,
      })
      .then(
        () => {
          success(MESSAGES.posted);
          return true;
        },
        (error: unknown) => {
          failure(error, MESSAGES.postFailed);
          return false;
        },
      );

  const actions: CommentActions = {
    currentUserId: user?.id,
    isReplying: post.isPending,
    isEditing: update.isPending,
    isDeleting: remove.isPending,
    onReply: (parentId, value) => send(value, parentId),
    onEdit: (id, content) =>
      update.mutateAsync({ id, content }).then(
        () => {
          success(MESSAGES.updated);
          return true;
        },
        (error: unknown) => {
          failure(error, MESSAGES.updateFailed);
          return false;
        },
      ),
    onDelete: (comment: Comment) =>
      remove.mutateAsync(comment).then(
        () => {
          success(MESSAGES.deleted);
          return true;
        },
        (error: unknown) => {
          failure(error, MESSAGES.deleteFailed);
          return false;
        },
      ),
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[calc(100dvh-2rem)] flex-col sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="pe-6 leading-snug wrap-anywhere">
            {t(MESSAGES.title, { title: task.title })}
          </DialogTitle>
          <DialogDescription>{t(MESSAGES.description)}</DialogDescription>
        </DialogHeader>
        <div className="-mx-2 min-h-24 flex-1 overflow-y-auto px-2 py-1">
          {comments.isPending ? (
            <CommentSkeletons />
          ) : comments.isError ? (
            <CardError
              error={comments.error}
              message={t(MESSAGES.loadFailed)}
              onRetry={() => void comments.refetch()}
            />
          ) : comments.data.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
              <MessageSquare aria-hidden="true" className="size-8" />
              <p>{t(MESSAGES.empty)}</p>
            </div>
          ) : (
            <ul className="grid gap-5" aria-label={t(MESSAGES.list)}>
              {comments.data.map((comment) => (
                <CommentItem key={comment.id} comment={comment} actions={actions} />
              ))}
            </ul>
          )}
        </div>
        <div className="border-t pt-4">
          <CommentComposer
            label={t(MESSAGES.add)}
            placeholder={t(MESSAGES.placeholder)}
            submitLabel={t(MESSAGES.post)}
            withAttachment
            isPending={post.isPending}
            onSubmit={(value) => send(value)}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
