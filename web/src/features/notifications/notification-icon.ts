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
import { defineMessages, type MessageDescriptor } from "@/i18n";

const LABELS = defineMessages({
  taskAssigned: { id: "notifications.type.taskAssigned", defaultMessage: "Task assigned" },
  taskCompleted: { id: "notifications.type.taskCompleted", defaultMessage: "Task completed" },
  project: { id: "notifications.type.project", defaultMessage: "Project" },
  reply: { id: "notifications.type.reply", defaultMessage: "Reply" },
  comment: { id: "notifications.type.comment", defaultMessage: "Comment" },
  inviteAccepted: { id: "notifications.type.inviteAccepted", defaultMessage: "Invitation accepted" },
  department: { id: "notifications.type.department", defaultMessage: "Department" },
  deadline: { id: "notifications.type.deadline", defaultMessage: "Deadline" },
  standup: { id: "notifications.type.standup", defaultMessage: "Standup" },
  chatMention: { id: "notifications.type.chatMention", defaultMessage: "Chat mention" },
  watchedChanged: { id: "notifications.type.watchedChanged", defaultMessage: "Watched task changed" },
  other: { id: "notifications.type.other", defaultMessage: "Notification" },
});

/** An icon and a tint for each notification type (product rules §13, 'Notifications'). */
const ICONS: Record<string, { icon: LucideIcon; tint: string; label: MessageDescriptor }> = {
  task_assigned: { icon: ClipboardList, tint: "bg-blue-50 text-blue-700", label: LABELS.taskAssigned },
  task_completed: { icon: CheckCircle2, tint: "bg-green-50 text-green-700", label: LABELS.taskCompleted },
  project_assigned: { icon: FolderPlus, tint: "bg-indigo-50 text-indigo-700", label: LABELS.project },
  task_reply: { icon: Reply, tint: "bg-purple-50 text-purple-700", label: LABELS.reply },
  task_message_reply: { icon: MessageSquare, tint: "bg-cyan-50 text-cyan-800", label: LABELS.comment },
  team_invite_approved: { icon: UserPlus, tint: "bg-green-50 text-green-700", label: LABELS.inviteAccepted },
  member_invite: { icon: Users, tint: "bg-orange-50 text-orange-800", label: LABELS.department },
  deadline_reminder: { icon: AlarmClock, tint: "bg-red-50 text-red-700", label: LABELS.deadline },
  standup_reminder: { icon: AlarmClock, tint: "bg-amber-50 text-amber-800", label: LABELS.standup },
  chat_mention: { icon: MessageSquare, tint: "bg-violet-50 text-violet-800", label: LABELS.chatMention },
  task_changed: { icon: Eye, tint: "bg-sky-50 text-sky-800", label: LABELS.watchedChanged },
};

/** The icon, tint classes and accessible label for a notification type (a bell for unknown types). */
export function notificationIcon(type: string): { icon: LucideIcon; tint: string; label: MessageDescriptor } {
  return ICONS[type] ?? { icon: Bell, tint: "bg-muted text-muted-foreground", label: LABELS.other };
}
