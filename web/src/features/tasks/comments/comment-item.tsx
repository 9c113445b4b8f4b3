import type { Comment } from "@contract/comments";
import { Pencil, Reply, Trash2 } from "lucide-react";
import { useState } from "react";
import { TaskKeyText } from "@/components/task-key-text";
import { Button } from "@/components/ui/button";
import { useDialogDirty } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { UserAvatar } from "@/components/user-avatar";
import { COMMON, defineMessages, useT } from "@/i18n";
import { relativeTimeText } from "@/lib/relative-time";
import { fullDateTimeText } from "@/lib/time-text";
import { displayName } from "@/lib/user";
import { AttachmentView } from "./attachment-view";
import { CommentComposer, type ComposerValue } from "./comment-composer";
import { DeleteCommentDialog } from "./delete-comment-dialog";

/** What a comment needs from the dialog: who is reading, and the writes it may start. */
export type CommentActions = {
  currentUserId: number | undefined;
  onReply: (parentId: number, value: ComposerValue) => Promise<boolean>;
  onEdit: (id: number, content: string) => Promise<boolean>;
  onDelete: (comment: Comment) => Promise<boolean>;
  isReplying: boolean;
  isEditing: boolean;
  isDeleting: boolean;
};

const MESSAGES = defineMessages({
  edit: { id: "comments.item.editLabel", defaultMessage: "Edit comment" },
  reply: { id: "comments.item.reply", defaultMessage: "Reply" },
  by: { id: "comments.item.by", defaultMessage: "Comment by {name}" },
  edited: { id: "comments.item.edited", defaultMessage: "(edited)" },
  replies: { id: "comments.item.replies", defaultMessage: "Replies to {name}" },
  replyTo: { id: "comments.item.replyTo", defaultMessage: "Reply to {name}" },
  replyPlaceholder: { id: "comments.item.replyPlaceholder", defaultMessage: "Write a reply..." },
});

function when(iso: string, locale: string): { relative: string; full: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { relative: "", full: "" };
  return { relative: relativeTimeText(date, locale), full: fullDateTimeText(date, locale) };
}

/** The in-place edit of a comment's text, with Cancel and Save. */
function CommentEditForm({
  id,
  draft,
  onDraft,
  isSaving,
  onSave,
  onCancel,
}: {
  id: string;
  draft: string;
  onDraft: (draft: string) => void;
  isSaving: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <form
      className="mt-1 grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onSave();
      }}
    >
      <Label htmlFor={id} className="sr-only">
        {t(MESSAGES.edit)}
      </Label>
      <Textarea
        id={id}
        value={draft}
        autoFocus
        rows={3}
        maxLength={10_000}
        onChange={(event) => onDraft(event.target.value)}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {t(COMMON.cancel)}
        </Button>
        <Button type="submit" size="sm" disabled={!draft.trim() || isSaving}>
          {isSaving && <Spinner />}
          {t(COMMON.save)}
        </Button>
      </div>
    </form>
  );
}

/** Reply (first comments only), and Edit and Delete for the author. */
function CommentButtons({
  isReply,
  isAuthor,
  onReply,
  onEdit,
  onDelete,
}: {
  isReply: boolean;
  isAuthor: boolean;
  onReply: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <div className="mt-1 flex flex-wrap gap-1">
      {!isReply && (
        <Button variant="ghost" size="sm" className="h-7 px-2" onClick={onReply}>
          <Reply aria-hidden="true" />
          {t(MESSAGES.reply)}
        </Button>
      )}
      {isAuthor && (
        <>
          <Button variant="ghost" size="sm" className="h-7 px-2" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            {t(COMMON.edit)}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2 text-destructive hover:text-destructive"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
            {t(COMMON.delete)}
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * One comment: author, time, text (edited in place by its author), attachment, and the Reply, Edit
 * and Delete buttons. Replies are listed under their thread's first comment and have no Reply button.
 */
export function CommentItem({ comment, actions }: { comment: Comment; actions: CommentActions }) {
  const t = useT();
  const isReply = comment.parentId !== null;
  const isAuthor = actions.currentUserId === comment.userId;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const [replying, setReplying] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const name = displayName(comment.user);
  const created = when(comment.createdAt, t.locale);
  const edited = Date.parse(comment.updatedAt) > Date.parse(comment.createdAt);
  const editId = `comment-${comment.id}-edit`;
  useDialogDirty(editing && draft.trim() !== comment.content);

  const saveEdit = async () => {
    const content = draft.trim();
    if (!content) return;
    if (await actions.onEdit(comment.id, content)) setEditing(false);
  };

  return (
    <li className="grid gap-2">
      <article aria-label={t(MESSAGES.by, { name })} className="flex gap-3">
        <UserAvatar user={comment.user} className="size-8 border-0" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-medium">{name}</span>
            <time dateTime={comment.createdAt} title={created.full} className="text-xs text-muted-foreground">
              {created.relative}
            </time>
            {edited && <span className="text-xs text-muted-foreground">{t(MESSAGES.edited)}</span>}
          </div>
          {editing ? (
            <CommentEditForm
              id={editId}
              draft={draft}
              onDraft={setDraft}
              isSaving={actions.isEditing}
              onSave={() => void saveEdit()}
              onCancel={() => {
                setEditing(false);
                setDraft(comment.content);
              }}
            />
          ) : (
            <p className="mt-1 text-sm wrap-anywhere whitespace-pre-wrap">
              <TaskKeyText text={comment.content} />
            </p>
          )}
          {comment.attachments.map((attachment) => (
            <AttachmentView key={attachment.url} attachment={attachment} />
          ))}
          {!editing && (
            <CommentButtons
              isReply={isReply}
              isAuthor={isAuthor}
              onReply={() => setReplying((v) => !v)}
              onEdit={() => {
                setDraft(comment.content);
                setEditing(true);
              }}
              onDelete={() => setConfirmDelete(true)}
            />
          )}
        </div>
      </article>
      {(comment.replies.length > 0 || replying) && (
        <div className="ms-11 grid gap-3 border-s ps-4">
          {comment.replies.length > 0 && (
            <ul className="grid gap-3" aria-label={t(MESSAGES.replies, { name })}>
              {comment.replies.map((reply) => (
                <CommentItem key={reply.id} comment={reply} actions={actions} />
              ))}
            </ul>
          )}
          {replying && (
            <CommentComposer
              label={t(MESSAGES.replyTo, { name })}
              placeholder={t(MESSAGES.replyPlaceholder)}
              submitLabel={t(MESSAGES.reply)}
              autoFocus
              isPending={actions.isReplying}
              onCancel={() => setReplying(false)}
              onSubmit={async (value) => {
                const ok = await actions.onReply(comment.id, value);
                if (ok) setReplying(false);
                return ok;
              }}
            />
          )}
        </div>
      )}
      <DeleteCommentDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        isPending={actions.isDeleting}
        onConfirm={async () => {
          if (await actions.onDelete(comment)) setConfirmDelete(false);
        }}
      />
    </li>
  );
}
