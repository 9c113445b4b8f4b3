import type { TeamMember, TeamRole } from "@contract/teams";
import { CalendarDays, Mail, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { UserAvatar } from "@/components/user-avatar";
import { useT } from "@/i18n";
import { formatDate } from "@/lib/format";
import { displayName } from "@/lib/user";
import { cn } from "@/lib/utils";
import { ROLE_LABELS, roleLabel } from "./role";

/**
 * One department member: avatar, name, role badge, email and joined date, a role dropdown that
 * changes the role at once, and Remove. The owner keeps the admin role and cannot be removed.
 * Without `canManage` (a viewer who is neither the owner nor an admin) the controls are hidden.
 */
export function MemberRow({
  member,
  isOwner,
  canManage = true,
  onRole,
  onRemove,
}: {
  member: TeamMember;
  isOwner: boolean;
  canManage?: boolean;
  onRole: (role: TeamRole) => void;
  onRemove: () => void;
}) {
  const name = displayName(member.user);
  const t = useT();
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <UserAvatar user={member.user} className="size-10 border-0" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="truncate font-medium" title={name}>
              {name}
            </span>
            <Badge
              variant="outline"
              className={cn(
                member.role === "admin"
                  ? "border-purple-200 bg-purple-50 text-purple-800"
                  : "border-gray-200 bg-gray-50 text-gray-700",
              )}
            >
              {roleLabel(t, member.role)}
            </Badge>
            {isOwner && (
              <Badge variant="secondary">{t({ id: "teams.member.owner", defaultMessage: "Owner" })}</Badge>
            )}
          </div>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex min-w-0 items-center gap-1">
              <Mail aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate" title={member.user.email}>
                {member.user.email}
              </span>
            </span>
            <span className="inline-flex items-center gap-1 whitespace-nowrap">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              {t(
                { id: "teams.member.joined", defaultMessage: "Joined {date}" },
                { date: formatDate(member.joinedAt) },
              )}
            </span>
          </div>
        </div>
      </div>
      {canManage && (
        <div className="flex items-center gap-2 sm:shrink-0">
          <Select value={member.role} onValueChange={(v) => onRole(v as TeamRole)} disabled={isOwner}>
            <SelectTrigger
              className="w-32"
              aria-label={t({ id: "teams.member.roleOf", defaultMessage: "Role of {name}" }, { name })}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="member">{t(ROLE_LABELS.member)}</SelectItem>
              <SelectItem value="admin">{t(ROLE_LABELS.admin)}</SelectItem>
            </SelectContent>
          </Select>
          {!isOwner && (
            <Button
              variant="outline"
              size="icon"
              className="text-destructive hover:text-destructive"
              aria-label={t({ id: "teams.member.remove", defaultMessage: "Remove {name}" }, { name })}
              title={t({ id: "teams.member.remove", defaultMessage: "Remove {name}" }, { name })}
              onClick={onRemove}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
