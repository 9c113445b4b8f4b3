import type { PersonalTeamMember } from "@contract/team-members";
import { useQuery } from "@tanstack/react-query";
import { UserPlus, Users } from "lucide-react";
import { useState } from "react";
import {
  teamMembersQuery,
  useInviteTeamMember,
  useRemovePersonalTeamMember,
  useUpdateTeamMemberDepartment,
} from "@/api/team-members";
import { teamsQuery } from "@/api/teams";
import { LoadFailure } from "@/components/feedback/load-failure";
import { showError } from "@/components/feedback/show-error";
import { PageHeading } from "@/components/layout/page-heading";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { InviteDialog } from "@/features/team-members/invite-dialog";
import { RemoveTeamMemberDialog } from "@/features/team-members/remove-team-member-dialog";
import { memberName, TeamMemberRow } from "@/features/team-members/team-member-row";
import { useT } from "@/i18n";
import { toast } from "@/lib/toast";

/** /team-members: the people the user invited, their registration, department, and invitations. */
export function TeamMembersPage() {
  const members = useQuery(teamMembersQuery);
  const teams = useQuery(teamsQuery);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<PersonalTeamMember | null>(null);
  const invite = useInviteTeamMember();
  const update = useUpdateTeamMemberDepartment();
  const remove = useRemovePersonalTeamMember();
  const departments = teams.data ?? [];
  const t = useT();

  const onInvite = (value: { email: string; departmentId: number | null }) =>
    invite.mutate(value, {
      onSuccess: (member) => {
        toast({
          title: t({ id: "teamMembers.invited.title", defaultMessage: "Team Member Invited" }),
          description: member.isRegistered
            ? t(
                { id: "teamMembers.invited.added", defaultMessage: "{name} has been added to your team." },
                { name: memberName(member) },
              )
            : t(
                { id: "teamMembers.invited.sent", defaultMessage: "An invitation has been sent to {email}." },
                { email: member.invitedEmail },
              ),
        });
        setInviting(false);
      },
      onError: (error) =>
        showError(
          error,
          t({ id: "teamMembers.inviteFailed", defaultMessage: "Failed to invite team member" }),
        ),
    });

  const onDepartment = (member: PersonalTeamMember, departmentId: number | null) =>
    update.mutate(
      { id: member.id, departmentId },
      {
        onSuccess: (saved) =>
          toast({
            title: t({ id: "teamMembers.updated.title", defaultMessage: "Team Member Updated" }),
            description: saved.department
              ? t(
                  { id: "teamMembers.updated.department", defaultMessage: "{name} is now in {department}." },
                  { name: memberName(saved), department: saved.department.name },
                )
              : t(
                  { id: "teamMembers.updated.none", defaultMessage: "{name} is now in no department." },
                  { name: memberName(saved) },
                ),
          }),
        onError: (error) =>
          showError(
            error,
            t({ id: "teamMembers.updateFailed", defaultMessage: "Failed to update team member" }),
          ),
      },
    );

  const onRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast({
          title: t({ id: "teamMembers.removed.title", defaultMessage: "Team Member Removed" }),
          description: t(
            {
              id: "teamMembers.removed.description",
              defaultMessage: "{name} has been removed from your team.",
            },
            { name: memberName(removing) },
          ),
        });
        setRemoving(null);
      },
      onError: (error) =>
        showError(
          error,
          t({ id: "teamMembers.removeFailed", defaultMessage: "Failed to remove team member" }),
        ),
    });
  };

  const inviteButton = (label: string) => (
    <Button onClick={() => setInviting(true)}>
      <UserPlus aria-hidden="true" /> {label}
    </Button>
  );

  return (
    <div>
      <PageHeading
        title={t({ id: "nav.teamMembers", defaultMessage: "Team Members" })}
        description={t({
          id: "teamMembers.description",
          defaultMessage:
            "Invite the people you work with. Registered team members can be assigned your tasks.",
        })}
        actions={inviteButton(t({ id: "teamMembers.invite", defaultMessage: "Invite Team Member" }))}
      />
      {members.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <span className="sr-only">
            {t({ id: "teamMembers.loading", defaultMessage: "Loading team members..." })}
          </span>
          {["a", "b", "c"].map((key) => (
            <Skeleton key={key} className="h-24 rounded-xl" />
          ))}
        </div>
      ) : members.isError ? (
        <LoadFailure errors={[members.error]}>
          {t({
            id: "teamMembers.loadFailed",
            defaultMessage: "Your team members could not be loaded. Please reload the page.",
          })}
        </LoadFailure>
      ) : members.data.length === 0 ? (
        <EmptyState
          icon={Users}
          title={t({ id: "teamMembers.empty.title", defaultMessage: "No team members yet" })}
          description={t({
            id: "teamMembers.empty.description",
            defaultMessage:
              "Invite colleagues by email. They can register with the link we send and join your projects.",
          })}
          action={inviteButton(
            t({ id: "teamMembers.empty.invite", defaultMessage: "Invite Your First Team Member" }),
          )}
        />
      ) : (
        <ul
          className="grid gap-3"
          aria-label={t({ id: "teamMembers.list", defaultMessage: "Your team members" })}
        >
          {members.data.map((member) => (
            <TeamMemberRow
              key={member.id}
              member={member}
              departments={departments}
              isSaving={update.isPending && update.variables?.id === member.id}
              onDepartment={(departmentId) => onDepartment(member, departmentId)}
              onRemove={() => setRemoving(member)}
            />
          ))}
        </ul>
      )}
      <InviteDialog
        open={inviting}
        onOpenChange={setInviting}
        departments={departments}
        isSaving={invite.isPending}
        onSubmit={onInvite}
      />
      <RemoveTeamMemberDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        onConfirm={onRemove}
        isPending={remove.isPending}
      />
    </div>
  );
}
