import type { CurrentUser } from "@contract/users";
import { Link, useLocation } from "react-router";
import { NotificationBell } from "@/components/layout/notification-bell";
import { useT } from "@/i18n";
import { isNavItemActive, NAV_ITEMS } from "@/lib/navigation";
import { cn } from "@/lib/utils";
import { Brand } from "./brand";
import { ChatNavBadge } from "./chat-nav-badge";
import { SearchButton } from "./command-palette-host";
import { RecentTasks } from "./recent-tasks";
import { UserBlock } from "./user-block";

/** The sidebar's contents: brand (and the notification bell), main navigation, Recent Tasks and the user block. */
export function Sidebar({
  user,
  onNavigate,
  onSearch,
  showBell = false,
}: {
  user: CurrentUser;
  onNavigate?: () => void;
  /** Opens the command palette (the Search button). */
  onSearch?: () => void;
  showBell?: boolean;
}) {
  const t = useT();
  const { pathname } = useLocation();
  const items = NAV_ITEMS.filter((item) => !item.superAdminOnly || user.isSuperAdmin);

  return (
    <div className="flex h-full flex-col bg-sidebar text-sidebar-foreground">
      <div className="flex h-16 shrink-0 items-center gap-2 px-6">
        <Brand />
        {showBell && <NotificationBell className="ms-auto -me-2" />}
      </div>
      {onSearch && (
        <div className="px-3 pb-3">
          <SearchButton onOpen={onSearch} className="w-full" />
        </div>
      )}
      <div className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto pb-4">
        <nav aria-label={t({ id: "nav.main", defaultMessage: "Main" })} className="px-3">
          <ul className="grid gap-0.5">
            {items.map((item) => {
              const active = isNavItemActive(pathname, item.href);
              return (
                <li key={item.href}>
                  <Link
                    to={item.href}
                    onClick={onNavigate}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50",
                      active
                        ? "bg-primary text-primary-foreground"
                        : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
                    )}
                  >
                    <item.icon aria-hidden="true" className="size-4 shrink-0" />
                    {t(item.label)}
                    {item.href === "/chat" && <ChatNavBadge />}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <RecentTasks onNavigate={onNavigate} />
      </div>
      <UserBlock user={user} onNavigate={onNavigate} />
    </div>
  );
}
