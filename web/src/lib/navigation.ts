import {
  Bell,
  CalendarDays,
  CheckSquare,
  FolderKanban,
  LayoutDashboard,
  type LucideIcon,
  MessageCircle,
  PieChart,
  Settings,
  ShieldCheck,
  Timer,
  UserPlus,
  Users,
} from "lucide-react";

/** One entry of the sidebar navigation. */
export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Shown only to the super administrator. */
  superAdminOnly?: boolean;
}

/** The sidebar items, in order (product rules §13, 'Navigation shell'). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Dashboard", href: "/dashboard", icon: LayoutDashboard },
  { label: "Sprints", href: "/sprints", icon: Timer },
  { label: "Projects", href: "/projects", icon: FolderKanban },
  { label: "Tasks", href: "/tasks", icon: CheckSquare },
  { label: "Departments", href: "/teams", icon: Users },
  { label: "Team Members", href: "/team-members", icon: UserPlus },
  { label: "Chat", href: "/chat", icon: MessageCircle },
  { label: "Calendar", href: "/calendar", icon: CalendarDays },
  { label: "Notifications", href: "/notifications", icon: Bell },
  { label: "Reports", href: "/reports", icon: PieChart },
  { label: "Settings", href: "/settings", icon: Settings },
  { label: "Super Admin", href: "/admin", icon: ShieldCheck, superAdminOnly: true },
];

/** Whether a nav item is current: the path equals its href or starts with href + '/'; '/' counts as /dashboard. */
export function isNavItemActive(pathname: string, href: string): boolean {
  const path = pathname === "/" ? "/dashboard" : pathname.replace(/\/+$/, "") || "/";
  return path === href || path.startsWith(`${href}/`);
}
