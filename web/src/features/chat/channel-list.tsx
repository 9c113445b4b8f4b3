import type { ChatChannel } from "@contract/chat";
import { Link } from "react-router";
import { cn } from "@/lib/utils";

const SECTIONS: { kind: ChatChannel["kind"]; title: string }[] = [
  { kind: "project", title: "Projects" },
  { kind: "department", title: "Departments" },
  { kind: "direct", title: "Direct messages" },
];

/** The channels by kind, each a link with its unread count; the open one is marked current. */
export function ChannelList({ channels, activeId }: { channels: ChatChannel[]; activeId: number | null }) {
  return (
    <nav aria-label="Channels" className="grid gap-4">
      {SECTIONS.map(({ kind, title }) => {
        const items = channels.filter((c) => c.kind === kind);
        return (
          <section key={kind} aria-labelledby={`chat-section-${kind}`}>
            <h2
              id={`chat-section-${kind}`}
              className="px-2 pb-1 text-xs font-semibold uppercase text-muted-foreground"
            >
              {title}
            </h2>
            {items.length === 0 ? (
              <p className="px-2 text-sm text-muted-foreground">None yet</p>
            ) : (
              <ul className="grid gap-0.5">
                {items.map((c) => (
                  <li key={c.id}>
                    <Link
                      to={`/chat/${c.id}`}
                      aria-current={c.id === activeId ? "page" : undefined}
                      className={cn(
                        "flex items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                        c.id === activeId ? "bg-primary text-primary-foreground" : "hover:bg-accent",
                      )}
                    >
                      <span className={cn("min-w-0 flex-1 truncate", c.unreadCount > 0 && "font-semibold")}>
                        {c.name}
                      </span>
                      {c.unreadCount > 0 && (
                        <span className="rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground">
                          {c.unreadCount}
                          <span className="sr-only"> unread</span>
                        </span>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </nav>
  );
}
