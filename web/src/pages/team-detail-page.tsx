import { isDatabaseId } from "@contract/ids";
import type { TeamMember } from "@contract/teams";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Users } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useCurrentUser } from "@/api/auth";
import { errorStatus } from "@/api/http";
import { teamQuery } from "@/api/teams";
import { LoadFailure } from "@/components/feedback/load-failure";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { AddMemberDialog } from "@/features/teams/add-member-dialog";
import { CreateTeamDialog } from "@/features/teams/create-team-dialog";
import { MembersSection } from "@/features/teams/members-section";
import { TEAMS } from "@/features/teams/messages";
import { RemoveMemberDialog } from "@/features/teams/remove-member-dialog";
import { TeamDetailHeader } from "@/features/teams/team-detail-header";
import { useTeamDetailActions } from "@/features/teams/use-team-detail-actions";
import { COMMON, useT } from "@/i18n";
import { usePageTitle } from "@/lib/use-page-title";
import { displayName } from "@/lib/user";

function BackLink() {
  const t = useT();
  return (
    <Button asChild variant="ghost" size="sm" className="-ms-2 mb-4">
      <Link to="/teams">
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" /> {t(TEAMS.backToDepartments)}
      </Link>
    </Button>
  );
}

/** 'Department not found' with a way back to /teams. */
function TeamNotFound() {
  const t = useT();
  usePageTitle(t(TEAMS.notFound));
  return (
    <div>
      <BackLink />
      <EmptyState
        icon={Users}
        title={t(TEAMS.notFound)}
        description={t({
          id: "teams.notFound.description",
          defaultMessage: "The department you're looking for doesn't exist or has been deleted.",
        })}
        action={
          <Button asChild variant="outline">
            <Link to="/teams">{t(TEAMS.backToDepartments)}</Link>
          </Button>
        }
      />
    </div>
  );
}

function TeamDetailSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true">
      <span className="sr-only">
        {t({ id: "teams.detail.loading", defaultMessage: "Loading department..." })}
      </span>
      <Skeleton className="mb-4 h-8 w-40" />
      <Skeleton className="mb-2 h-9 w-64" />
      <Skeleton className="mb-8 h-5 w-96 max-w-full" />
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}

/** /teams/:id: the department, its members with roles, search, Add Member, role changes and removal. */
export function TeamDetailPage() {
  const id = Number(useParams().id);
  const valid = isDatabaseId(id);
  const team = useQuery({ ...teamQuery(valid ? id : 0), enabled: valid });
  const [search, setSearch] = useState("");
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const actions = useTeamDetailActions(id, { setEditing, setDeleting, setAdding, setRemoving });
  const { data: me } = useCurrentUser();
  const t = useT();

  if (!valid || errorStatus(team.error) === 404) return <TeamNotFound />;
  if (team.isPending) return <TeamDetailSkeleton />;
  if (team.isError) {
    return (
      <div>
        <BackLink />
        <LoadFailure errors={[team.error]}>
          {t({
            id: "teams.detail.loadFailed",
            defaultMessage: "The department could not be loaded. Please reload the page.",
          })}
        </LoadFailure>
      </div>
    );
  }

  const data = team.data;
  // product rules §5: the owner and admin members rename and manage members; only the owner deletes.
  // Others see none of these controls.
  const isOwner = me?.id === data.ownerId;
  const mayEdit =
    isOwner || data.members.some((m) => m.userId === me?.id && m.role.toLowerCase() === "admin");

  return (
    <div>
      <BackLink />
      <TeamDetailHeader
        team={data}
        isOwner={isOwner}
        mayEdit={mayEdit}
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
        onAdd={() => setAdding(true)}
      />
      <MembersSection
        members={data.members}
        ownerId={data.ownerId}
        canManage={mayEdit}
        search={search}
        onSearch={setSearch}
        onRole={(member, role) => actions.onRole(member.id, role)}
        onRemove={setRemoving}
      />
      <AddMemberDialog
        open={adding}
        onOpenChange={setAdding}
        members={data.members}
        isSaving={actions.addMember.isPending}
        onSubmit={actions.onAdd}
      />
      {mayEdit && (
        <CreateTeamDialog
          open={editing}
          onOpenChange={setEditing}
          isSaving={actions.updateTeam.isPending}
          onSubmit={actions.onEdit}
          initial={{ name: data.name, description: data.description ?? null }}
        />
      )}
      {isOwner && (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t(TEAMS.delete)}
          description={t.rich(
            {
              id: "teams.deleteConfirm",
              defaultMessage:
                "Are you sure you want to delete <b>{name}</b>? Its members are removed from it. This action cannot be undone.",
            },
            { name: data.name, b: (chunks) => <span className="font-medium break-all">{chunks}</span> },
          )}
          confirmLabel={t(COMMON.delete)}
          onConfirm={actions.onDelete}
          isPending={actions.deleteTeam.isPending}
        />
      )}
      <RemoveMemberDialog
        name={removing ? displayName(removing.user) : ""}
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        onConfirm={() => actions.onRemove(removing)}
        isPending={actions.removeMember.isPending}
      />
    </div>
  );
}
