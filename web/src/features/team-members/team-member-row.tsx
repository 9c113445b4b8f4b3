import type { PersonalTeamMember } from "@contract/team-members";
import type { Team } from "@contract/teams";
import { Building2, CalendarDays, Info, Trash2 } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { COMMON, type Translate, useT } from "@/i18n";
import { formatDate } from "@/lib/format";
import { initials } from "@/lib/user";
import { cn } from "@/lib/utils";
import { DepartmentSelect, departmentIdOf, NO_DEPARTMENT } from "./department-select";

/** The name a team member is shown by: their account's name once registered, else the invited email. */
export function memberName(member: PersonalTeamMember): string {
  const full = [member.firstName, member.lastName].filter(Boolean).join(" ").trim();
  return full || member.invitedEmail;
}

/**
 * The invitation's state as the user reads it: 'Invited' until the invitee registers (the stored
 * status is 'approved' from the start, the contract's schema), then the stored status.
 */
export const statusLabel = (t: Translate, member: Pick<PersonalTeamMember, "status" | "isRegistered">) => {
  if (!member.isRegistered) return t({ id: "teamMembers.status.invited", defaultMessage: "Invited" });
  const { status } = member;
  if (!status) return t({ id: "teamMembers.status.unknown", defaultMessage: "Unknown" });
  return t(
    {
      id: "teamMembers.status.value",
      defaultMessage:
        "{status, select, approved {Approved} pending {Pending} rejected {Rejected} other {{label}}}",
    },
    { status, label: status.charAt(0).toUpperCase() + status.slice(1) },
  );
};

/**
 * One invitee: name or email, status and Registered / Not Registered badges, invited date,
 * department (with a selector), the note for unregistered invitees, and Remove.
 */
export function TeamMemberRow({
  member,
  departments,
  isSaving,
  onDepartment,
  onRemove,
}: {
  member: PersonalTeamMember;
  departments: readonly Pick<Team, "id" | "name">[];
  isSaving: boolean;
  onDepartment: (departmentId: number | null) => void;
  onRemove: () => void;
}) {
  const name = memberName(member);
  const t = useT();
  const person = {
    id: member.id,
    email: member.invitedEmail,
    firstName: member.firstName,
    lastName: member.lastName,
  };
  return (
    <li className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm md:flex-row md:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Avatar className="size-10">
          {member.user?.profileImageUrl && <AvatarImage src={member.user.profileImageUrl} alt="" />}
          <AvatarFallback aria-hidden="true">{initials(person)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="truncate font-medium" title={name}>
              {name}
            </span>
            <Badge
              variant="outline"
              className={cn(
                member.isRegistered && member.status === "approved"
                  ? "border-green-200 bg-green-50 text-green-800"
                  : "border-amber-200 bg-amber-50 text-amber-800",
              )}
            >
              {statusLabel(t, member)}
            </Badge>
            <Badge
              variant="outline"
              className={cn(
                member.isRegistered
                  ? "border-blue-200 bg-blue-50 text-blue-800"
                  : "border-gray-200 bg-gray-50 text-gray-700",
              )}
            >
              {member.isRegistered
                ? t({ id: "teamMembers.registered", defaultMessage: "Registered" })
                : t({ id: "teamMembers.notRegistered", defaultMessage: "Not Registered" })}
            </Badge>
          </div>
          {name !== member.invitedEmail && (
            <p className="truncate text-sm text-muted-foreground" title={member.invitedEmail}>
              {member.invitedEmail}
            </p>
          )}
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1 whitespace-nowrap">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              {t(
                { id: "teamMembers.invitedOn", defaultMessage: "Invited {date}" },
                { date: formatDate(member.invitedAt) },
              )}
            </span>
            <span className="inline-flex items-center gap-1">
              <Building2 aria-hidden="true" className="size-3.5" />
              {member.department?.name ??
                t({ id: "teamMembers.noDepartment", defaultMessage: "No Department" })}
            </span>
          </div>
          {!member.isRegistered && (
            <p className="mt-1 inline-flex items-center gap-1 text-xs text-amber-800">
              <Info aria-hidden="true" className="size-3.5" />
              {t({
                id: "teamMembers.invitationNeeded",
                defaultMessage: "Email invitation needed for registration",
              })}
            </p>
          )}
        </div>
      </div>
      <div className="flex items-center gap-2 md:shrink-0">
        <DepartmentSelect
          className="w-full md:w-48"
          aria-label={t({ id: "teamMembers.departmentOf", defaultMessage: "Department of {name}" }, { name })}
          value={member.departmentId === null ? NO_DEPARTMENT : String(member.departmentId)}
          onChange={(value) => onDepartment(departmentIdOf(value))}
          departments={departments}
          disabled={isSaving}
        />
        <Button variant="outline" className="text-destructive hover:text-destructive" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          {t(COMMON.remove)}
        </Button>
      </div>
    </li>
  );
}
