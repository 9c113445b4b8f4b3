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
import { defineMessages, type MessageDescriptor } from "@/i18n";

/** One entry of the sidebar navigation. */
export interface NavItem {
  label: MessageDescriptor;
  href: string;
  icon: LucideIcon;
  /** Shown only to the super administrator. */
  superAdminOnly?: boolean;
}

const LABELS = defineMessages({
  dashboard: { id: "nav.dashboard", defaultMessage: "Dashboard" },
  sprints: { id: "nav.sprints", defaultMessage: "Sprints" },
  projects: { id: "nav.projects", defaultMessage: "Projects" },
  tasks: { id: "nav.tasks", defaultMessage: "Tasks" },
  departments: { id: "nav.departments", defaultMessage: "Departments" },
  teamMembers: { id: "nav.teamMembers", defaultMessage: "Team Members" },
  chat: { id: "nav.chat", defaultMessage: "Chat" },
  calendar: { id: "nav.calendar", defaultMessage: "Calendar" },
  notifications: { id: "nav.notifications", defaultMessage: "Notifications" },
  reports: { id: "nav.reports", defaultMessage: "Reports" },
  settings: { id: "nav.settings", defaultMessage: "Settings" },
  superAdmin: { id: "nav.superAdmin", defaultMessage: "Super Admin" },
});

/** The sidebar items, in order (product rules §13, 'Navigation shell'). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: LABELS.dashboard, href: "/dashboard", icon: LayoutDashboard },
  { label: LABELS.sprints, href: "/sprints", icon: Timer },
  { label: LABELS.projects, href: "/projects", icon: FolderKanban },
  { label: LABELS.tasks, href: "/tasks", icon: CheckSquare },
  { label: LABELS.departments, href: "/teams", icon: Users },
  { label: LABELS.teamMembers, href: "/team-members", icon: UserPlus },
  { label: LABELS.chat, href: "/chat", icon: MessageCircle },
  { label: LABELS.calendar, href: "/calendar", icon: CalendarDays },
  { label: LABELS.notifications, href: "/notifications", icon: Bell },
  { label: LABELS.reports, href: "/reports", icon: PieChart },
  { label: LABELS.settings, href: "/settings", icon: Settings },
  { label: LABELS.superAdmin, href: "/admin", icon: ShieldCheck, superAdminOnly: true },
];

/** Whether a nav item is current: the path equals its href or starts with href + '/'; '/' counts as /dashboard. */
export function isNavItemActive(pathname: string, href: string): boolean {
  const path = pathname === "/" ? "/dashboard" : pathname.replace(/\/+$/, "") || "/";
  return path === href || path.startsWith(`${href}/`);
}
