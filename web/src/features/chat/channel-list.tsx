import type { ChatChannel } from "@contract/chat";
import { Link } from "react-router";
import { defineMessages, useT } from "@/i18n";
import { cn } from "@/lib/utils";

const MESSAGES = defineMessages({
  project: { id: "chat.channels.projects", defaultMessage: "Projects" },
  department: { id: "chat.channels.departments", defaultMessage: "Departments" },
  direct: { id: "chat.channels.direct", defaultMessage: "Direct messages" },
  channels: { id: "chat.channels.label", defaultMessage: "Channels" },
  none: { id: "chat.channels.none", defaultMessage: "None yet" },
  unread: { id: "chat.channels.unread", defaultMessage: "{count}<hidden> unread</hidden>" },
});

const SECTIONS: ChatChannel["kind"][] = ["project", "department", "direct"];

/** The channels by kind, each a link with its unread count; the open one is marked current. */
export function ChannelList({ channels, activeId }: { channels: ChatChannel[]; activeId: number | null }) {
  const t = useT();
  return (
    <nav aria-label={t(MESSAGES.channels)} className="grid gap-4">
      {SECTIONS.map((kind) => {
        const title = t(MESSAGES[kind]);
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
              <p className="px-2 text-sm text-muted-foreground">{t(MESSAGES.none)}</p>
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
                          {t.rich(MESSAGES.unread, {
                            count: c.unreadCount,
                            hidden: (chunks) => (
                              <span key="hidden" className="sr-only">
                                {chunks}
                              </span>
                            ),
                          })}
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
