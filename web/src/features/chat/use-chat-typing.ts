import { useEffect, useRef, useState } from "react";
import { defineMessages, type Translate, translator } from "@/i18n";
import { displayName } from "@/lib/user";
import { realtime } from "@/realtime/socket";

/** How long a typing notice shows without a newer one. */
const TYPING_SHOWN_MS = 4000;
/** How often this tab tells the others that the user types. */
const TYPING_SEND_MS = 2000;

/** Who else is typing in the channel (names), from `chat_typing` events; cleared when their message arrives. */
export function useTypingNames(channelId: number): string[] {
  const [typers, setTypers] = useState<Map<number, { name: string; until: number }>>(new Map());
  useEffect(() => {
    setTypers(new Map());
    const drop = (userId: number) =>
      setTypers((current) => {
        if (!current.has(userId)) return current;
        const next = new Map(current);
        next.delete(userId);
        return next;
      });
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const off = realtime.subscribe((event) => {
      if (event.type === "chat_typing" && event.channelId === channelId) {
        const until = Date.now() + TYPING_SHOWN_MS;
        setTypers((current) => new Map(current).set(event.user.id, { name: displayName(event.user), until }));
        const timer = setTimeout(() => {
          timers.delete(timer);
          setTypers((current) => {
            const entry = current.get(event.user.id);
            if (!entry || entry.until > Date.now()) return current;
            const next = new Map(current);
            next.delete(event.user.id);
            return next;
          });
        }, TYPING_SHOWN_MS + 50);
        timers.add(timer);
      } else if (event.type === "chat_message_created" && event.channelId === channelId) {
        drop(event.message.author.id);
      }
    });
    return () => {
      off();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [channelId]);
  return [...typers.values()].map((t) => t.name);
}

/** A function to call on each keystroke: tells the channel's readers, at most every 2 s. */
export function useSendTyping(channelId: number): () => void {
  const last = useRef(0);
  return () => {
    const now = Date.now();
    if (now - last.current < TYPING_SEND_MS) return;
    last.current = now;
    realtime.send({ type: "chat_typing", channelId });
  };
}

const MESSAGES = defineMessages({
  typing: {
    id: "chat.typing.line",
    defaultMessage: "{count, plural, one {{names} is typing…} other {{names} are typing…}}",
  },
  and: { id: "chat.typing.and", defaultMessage: "{rest} and {last}" },
});

/** 'Ada is typing…', 'Ada and Bo are typing…', or '' (for an aria-live line), in the language shown. */
export function typingLine(names: string[], t: Translate = translator()): string {
  if (names.length === 0) return "";
  const last = names.at(-1) ?? "";
  const rest = new Intl.ListFormat(t.locale, { type: "unit", style: "short" }).format(names.slice(0, -1));
  const joined = names.length === 1 ? last : t(MESSAGES.and, { rest, last });
  return t(MESSAGES.typing, { count: names.length, names: joined });
}
