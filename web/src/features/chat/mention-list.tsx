import type { ChatMember } from "@contract/chat";
import { useT } from "@/i18n";
import { displayName } from "@/lib/user";

/** The `@` suggestions above the message box (the box keeps the focus and drives the choice). */
export function MentionList({
  id,
  people,
  active,
  onPick,
}: {
  id: string;
  people: ChatMember[];
  active: number;
  onPick: (member: ChatMember) => void;
}) {
  const t = useT();
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t({ id: "chat.mention.label", defaultMessage: "People to mention" })}
      className="absolute bottom-full start-0 z-10 mb-1 grid w-64 max-w-full gap-0.5 rounded-md border bg-popover p-1 shadow-md"
    >
      {people.map((m, i) => (
        <div
          key={m.id}
          id={`${id}-${m.id}`}
          role="option"
          tabIndex={-1}
          aria-selected={i === active}
          className={`cursor-pointer truncate rounded px-2 py-1 text-sm ${i === active ? "bg-accent" : ""}`}
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(m);
          }}
        >
          {displayName(m)}
        </div>
      ))}
    </div>
  );
}
