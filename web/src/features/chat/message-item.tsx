import type { ChatMessage } from "@contract/chat";
import { Paperclip, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useDeleteChatMessage, useEditChatMessage } from "@/api/chat";
import { messageOr } from "@/api/http";
import { TaskKeyText } from "@/components/task-key-text";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Textarea } from "@/components/ui/textarea";
import { COMMON, dateFormatter, defineMessages, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { displayName } from "@/lib/user";
import { CHAT_MESSAGES } from "./messages";

const MESSAGES = defineMessages({
  couldNotSave: { id: "chat.message.couldNotSave", defaultMessage: "Could not save" },
  edit: { id: "chat.message.edit", defaultMessage: "Edit message" },
  edited: { id: "chat.message.edited", defaultMessage: "(edited)" },
  delete: { id: "chat.message.delete", defaultMessage: "Delete message" },
  confirmTitle: { id: "chat.message.confirmTitle", defaultMessage: "Delete this message?" },
  confirmText: {
    id: "chat.message.confirmText",
    defaultMessage: "It is removed for everyone in the conversation, with its file.",
  },
});

const IMAGE_NAME = /\.(jpe?g|png|gif)$/i;

function Attachment({ attachment }: { attachment: NonNullable<ChatMessage["attachment"]> }) {
  if (IMAGE_NAME.test(attachment.name)) {
    return (
      <a href={attachment.url} target="_blank" rel="noreferrer" className="mt-1 block w-fit">
        <img src={attachment.url} alt={attachment.name} className="max-h-48 max-w-full rounded-md border" />
      </a>
    );
  }
  return (
    <a
      href={attachment.url}
      target="_blank"
      rel="noreferrer"
      className="mt-1 inline-flex max-w-full items-center gap-1 text-sm text-primary underline"
    >
      <Paperclip aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{attachment.name}</span>
    </a>
  );
}

/** The author's inline edit: a text box with Save and Cancel. */
function EditForm({ message, onDone }: { message: ChatMessage; onDone: () => void }) {
  const t = useT();
  const [text, setText] = useState(message.content);
  const edit = useEditChatMessage();
  const save = async () => {
    try {
      await edit.mutateAsync({ id: message.id, content: text });
      onDone();
    } catch (error) {
      toast({
        variant: "destructive",
        title: translator()(MESSAGES.couldNotSave),
        description: messageOr(error, translator()(CHAT_MESSAGES.tryAgain)),
      });
    }
  };
  return (
    <form
      className="mt-1 grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Textarea
        aria-label={t(MESSAGES.edit)}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") onDone();
        }}
        className="min-h-16"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={edit.isPending || text.trim() === ""}>
          {t(COMMON.save)}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {t(COMMON.cancel)}
        </Button>
      </div>
    </form>
  );
}

/** One message: author, time, text, file; its author may edit it or delete it (after a confirmation). */
export function MessageItem({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteChatMessage();
  const author = displayName(message.author);
  const time = new Date(message.createdAt);
  return (
    <li className="group grid gap-0.5 rounded-md px-2 py-1.5 hover:bg-muted/50" data-message-id={message.id}>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold text-sm">{author}</span>
        <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
          {dateFormatter({ dateStyle: "short", timeStyle: "short" }).format(time)}
        </time>
        {message.editedAt && <span className="text-xs text-muted-foreground">{t(MESSAGES.edited)}</span>}
        {mine && !editing && (
          <span className="ms-auto flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={t(MESSAGES.edit)}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={t(MESSAGES.delete)}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </span>
        )}
      </div>
      {editing ? (
        <EditForm message={message} onDone={() => setEditing(false)} />
      ) : (
        message.content && (
          <p className="whitespace-pre-wrap break-words text-sm">
            <TaskKeyText text={message.content} />
          </p>
        )
      )}
      {message.attachment && <Attachment attachment={message.attachment} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(MESSAGES.confirmTitle)}
        description={t(MESSAGES.confirmText)}
        confirmLabel={t(COMMON.delete)}
        onConfirm={() => remove.mutateAsync(message)}
      />
    </li>
  );
}
