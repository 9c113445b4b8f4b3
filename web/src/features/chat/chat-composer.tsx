import type { ChatMember } from "@contract/chat";
import { Send } from "lucide-react";
import { useId, useRef, useState } from "react";
import { usePostChatMessage } from "@/api/chat";
import { messageOr } from "@/api/http";
import { AttachmentChip } from "@/components/attachment-chip";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { defineMessages, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { displayName } from "@/lib/user";
import { AttachButton, useChatFile } from "./chat-attachment";
import { MentionList } from "./mention-list";
import { insertMention, mentionQueryAt } from "./mention-query";
import { CHAT_MESSAGES } from "./messages";
import { useSendTyping } from "./use-chat-typing";

const COMPOSER = defineMessages({
  notSent: { id: "chat.composer.notSent", defaultMessage: "Message not sent" },
  message: { id: "chat.composer.message", defaultMessage: "Message" },
  placeholder: { id: "chat.composer.placeholder", defaultMessage: "Write a message; @ to mention" },
  send: { id: "chat.composer.send", defaultMessage: "Send" },
});

/** The text, its caret and the `@` suggestions for it. */
function useMentions(members: ChatMember[], meId: number) {
  const [text, setText] = useState("");
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [closed, setClosed] = useState(false);
  const at = closed ? null : mentionQueryAt(text, caret);
  const query = at?.query.toLowerCase() ?? "";
  const suggestions = at
    ? members.filter((m) => m.id !== meId && displayName(m).toLowerCase().includes(query)).slice(0, 6)
    : [];
  const current = suggestions[Math.min(active, suggestions.length - 1)];
  return { text, setText, caret, setCaret, at, suggestions, current, active, setActive, setClosed };
}

/**
 * The message box: Enter sends (Shift+Enter for a new line), `@` suggests the channel's readers
 * (arrows, Enter or Tab to pick, Escape to close), one file may be attached; typing tells the others.
 */
export function ChatComposer({
  channelId,
  members,
  meId,
}: {
  channelId: number;
  members: ChatMember[];
  meId: number;
}) {
  const t = useT();
  const m = useMentions(members, meId);
  const { file, setFile, onFile } = useChatFile();
  const box = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const post = usePostChatMessage(channelId);
  const sendTyping = useSendTyping(channelId);
  const open = m.suggestions.length > 0;
  const empty = m.text.trim() === "" && !file;

  const pick = (member: ChatMember) => {
    if (!m.at) return;
    const next = insertMention(m.text, m.at, displayName(member));
    m.setText(next.text);
    m.setCaret(next.caret);
    requestAnimationFrame(() => box.current?.setSelectionRange(next.caret, next.caret));
  };

  const submit = async () => {
    if (post.isPending || empty) return;
    try {
      const attachment = file ? { attachment: { name: file.name, url: file.url } } : {};
      await post.mutateAsync({ content: m.text, ...attachment });
      m.setText("");
      setFile(null);
    } catch (error) {
      toast({
        variant: "destructive",
        title: translator()(COMPOSER.notSent),
        description: messageOr(error, translator()(CHAT_MESSAGES.tryAgain)),
      });
    }
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    const count = m.suggestions.length;
    if (open && (e.key === "ArrowDown" || e.key === "ArrowUp")) {
      e.preventDefault();
      m.setActive((i) => (i + (e.key === "ArrowDown" ? 1 : count - 1)) % count);
    } else if (open && (e.key === "Enter" || e.key === "Tab") && m.current) {
      e.preventDefault();
      pick(m.current);
    } else if (open && e.key === "Escape") {
      e.preventDefault();
      m.setClosed(true);
    } else if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="relative grid gap-2 border-t pt-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {open && <MentionList id={listId} people={m.suggestions} active={m.active} onPick={pick} />}
      {file && <AttachmentChip name={file.name} onRemove={() => setFile(null)} />}
      <div className="flex items-end gap-2">
        <Textarea
          ref={box}
          aria-label={t(COMPOSER.message)}
          placeholder={t(COMPOSER.placeholder)}
          role="combobox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={open && m.current ? `${listId}-${m.current.id}` : undefined}
          className="min-h-11 flex-1 resize-none"
          rows={2}
          maxLength={4000}
          value={m.text}
          onChange={(e) => {
            m.setText(e.target.value);
            m.setCaret(e.target.selectionStart);
            m.setClosed(false);
            m.setActive(0);
            if (e.target.value.trim() !== "") sendTyping();
          }}
          onSelect={(e) => m.setCaret(e.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
        />
        <AttachButton disabled={file !== null} onFile={(f) => void onFile(f)} />
        <Button type="submit" size="icon" aria-label={t(COMPOSER.send)} disabled={post.isPending || empty}>
          {post.isPending ? <Spinner /> : <Send aria-hidden="true" />}
        </Button>
      </div>
    </form>
  );
}
