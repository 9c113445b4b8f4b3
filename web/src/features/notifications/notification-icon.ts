import {
  AlarmClock,
  Bell,
  CheckCircle2,
  ClipboardList,
  Eye,
  FolderPlus,
  type LucideIcon,
  MessageSquare,
  Reply,
  UserPlus,
  Users,
} from "lucide-react";

/** An icon and a tint for each notification type (product rules §13, 'Notifications'). */
const ICONS: Record<string, { icon: LucideIcon; tint: string; label: string }> = {
  task_assigned: { icon: ClipboardList, tint: "bg-blue-50 text-blue-700", label: "Task assigned" },
  task_completed: { icon: CheckCircle2, tint: "bg-green-50 text-green-700", label: "Task completed" },
  project_assigned: { icon: FolderPlus, tint: "bg-indigo-50 text-indigo-700", label: "Project" },
  task_reply: { icon: Reply, tint: "bg-purple-50 text-purple-700", label: "Reply" },
  task_message_reply: { icon: MessageSquare, tint: "bg-cyan-50 text-cyan-800", label: "Comment" },
  team_invite_approved: { icon: UserPlus, tint: "bg-green-50 text-green-700", label: "Invitation accepted" },
  member_invite: { icon: Users, tint: "bg-orange-50 text-orange-800", label: "Department" },
  deadline_reminder: { icon: AlarmClock, tint: "bg-red-50 text-red-700", label: "Deadline" },
  standup_reminder: { icon: AlarmClock, tint: "bg-amber-50 text-amber-800", label: "Standup" },
  chat_mention: { icon: MessageSquare, tint: "bg-violet-50 text-violet-800", label: "Chat mention" },
  task_changed: { icon: Eye, tint: "bg-sky-50 text-sky-800", label: "Watched task changed" },
};

/** The icon, tint classes and accessible label for a notification type (a bell for unknown types). */
export function notificationIcon(type: string): { icon: LucideIcon; tint: string; label: string } {
  return ICONS[type] ?? { icon: Bell, tint: "bg-muted text-muted-foreground", label: "Notification" };
}
