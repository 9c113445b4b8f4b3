import { isDatabaseId } from "@contract/ids";
import type { TeamMember, TeamRole } from "@contract/teams";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, CalendarDays, Pencil, Search, Trash2, UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useCurrentUser } from "@/api/auth";
import { errorStatus } from "@/api/http";
import {
  teamQuery,
  useAddTeamMember,
  useDeleteTeam,
  useRemoveTeamMember,
  useUpdateTeam,
  useUpdateTeamMemberRole,
} from "@/api/teams";
import { LoadFailure } from "@/components/feedback/load-failure";
import { showError } from "@/components/feedback/show-error";
import { PageHeading } from "@/components/layout/page-heading";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { AddMemberDialog } from "@/features/teams/add-member-dialog";
import { CreateTeamDialog, type TeamFormValues } from "@/features/teams/create-team-dialog";
import { MemberRow } from "@/features/teams/member-row";
import { RemoveMemberDialog } from "@/features/teams/remove-member-dialog";
import { memberCountLabel } from "@/features/teams/team-card";
import { filterMembers } from "@/features/teams/team-filters";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { usePageTitle } from "@/lib/use-page-title";
import { displayName } from "@/lib/user";

const backLink = (
  <Button asChild variant="ghost" size="sm" className="-ml-2 mb-4">
    <Link to="/teams">
      <ArrowLeft aria-hidden="true" /> Back to Departments
    </Link>
  </Button>
);

/** 'Department not found' with a way back to /teams. */
function TeamNotFound() {
  usePageTitle("Department not found");
  return (
    <div>
      {backLink}
      <EmptyState
        icon={Users}
        title="Department not found"
        description="The department you're looking for doesn't exist or has been deleted."
        action={
          <Button asChild variant="outline">
            <Link to="/teams">Back to Departments</Link>
          </Button>
        }
      />
    </div>
  );
}

/** The save, delete, add, role and remove calls of the page, each with its toast. */
function useTeamDetailActions(
  id: number,
  close: {
    setEditing: (open: boolean) => void;
    setDeleting: (open: boolean) => void;
    setAdding: (open: boolean) => void;
    setRemoving: (member: TeamMember | null) => void;
  },
) {
  const addMember = useAddTeamMember(id);
  const updateRole = useUpdateTeamMemberRole(id);
  const removeMember = useRemoveTeamMember(id);
  const updateTeam = useUpdateTeam(id);
  const deleteTeam = useDeleteTeam(id);
  const navigate = useNavigate();

  const onEdit = (values: TeamFormValues) =>
    updateTeam.mutate(values, {
      onSuccess: () => {
        toast({ title: "Success", description: "Department updated successfully" });
        close.setEditing(false);
      },
      onError: (error) => showError(error, "Failed to update department"),
    });
  const onDelete = () =>
    deleteTeam.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "Success", description: "Department deleted successfully" });
        close.setDeleting(false);
        void navigate("/teams", { replace: true });
      },
      onError: (error) => showError(error, "Failed to delete department"),
    });
  const onAdd = (value: { userId: number; role: "member" | "admin" }) =>
    addMember.mutate(value, {
      onSuccess: () => {
        toast({ title: "Success", description: "Member added successfully" });
        close.setAdding(false);
      },
      onError: (error) => showError(error, "Failed to add member"),
    });
  const onRemove = (removing: TeamMember | null) => {
    if (!removing) return;
    removeMember.mutate(removing.id, {
      onSuccess: () => {
        toast({ title: "Success", description: "Member removed successfully" });
        close.setRemoving(null);
      },
      onError: (error) => showError(error, "Failed to remove member"),
    });
  };
  const onRole = (memberId: number, role: TeamRole) =>
    updateRole.mutate(
      { memberId, role },
      {
        onSuccess: () => toast({ title: "Success", description: "Member role updated successfully" }),
        onError: (error) => showError(error, "Failed to update member role"),
      },
    );

  return { addMember, removeMember, updateTeam, deleteTeam, onEdit, onDelete, onAdd, onRemove, onRole };
}

function TeamDetailSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading department...</span>
      <Skeleton className="mb-4 h-8 w-40" />
      <Skeleton className="mb-2 h-9 w-64" />
      <Skeleton className="mb-8 h-5 w-96 max-w-full" />
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}

/** The 'Members' section: its search box and the filtered list. */
function MembersSection({
  members,
  ownerId,
  canManage,
  search,
  onSearch,
  onRole,
  onRemove,
}: {
  members: TeamMember[];
  ownerId: number;
  canManage: boolean;
  search: string;
  onSearch: (search: string) => void;
  onRole: (member: TeamMember, role: TeamRole) => void;
  onRemove: (member: TeamMember) => void;
}) {
  const shown = filterMembers(members, search);
  return (
    <section aria-labelledby="members-heading" className="rounded-xl border bg-card shadow-sm">
      <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="members-heading" className="font-semibold">
          Members
        </h2>
        <div className="relative sm:w-72">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search members"
            placeholder="Search members..."
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="p-8 text-center text-sm text-muted-foreground">
          {members.length === 0 ? "No members yet" : "No members found"}
        </p>
      ) : (
        <ul className="divide-y">
          {shown.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              isOwner={member.userId === ownerId}
              canManage={canManage}
              onRole={(role) => onRole(member, role)}
              onRemove={() => onRemove(member)}
            />
          ))}
        </ul>
      )}
    </section>
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

  if (!valid || errorStatus(team.error) === 404) return <TeamNotFound />;
  if (team.isPending) return <TeamDetailSkeleton />;
  if (team.isError) {
    return (
      <div>
        {backLink}
        <LoadFailure errors={[team.error]}>
          The department could not be loaded. Please reload the page.
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
      {backLink}
      <PageHeading
        title={data.name}
        description={data.description || "No description"}
        actions={
          <>
            {mayEdit && (
              <Button variant="outline" onClick={() => setEditing(true)} aria-label="Edit Department">
                <Pencil aria-hidden="true" /> Edit
              </Button>
            )}
            {isOwner && (
              <Button variant="outline" onClick={() => setDeleting(true)} aria-label="Delete Department">
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            )}
            {mayEdit && (
              <Button onClick={() => setAdding(true)}>
                <UserPlus aria-hidden="true" /> Add Member
              </Button>
            )}
          </>
        }
      />
      <div className="mb-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4" />
          {memberCountLabel(data.memberCount)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          Created {formatDate(data.createdAt)}
        </span>
      </div>
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
          title="Delete Department"
          description={
            <>
              Are you sure you want to delete <span className="font-medium break-all">{data.name}</span>? Its
              members are removed from it. This action cannot be undone.
            </>
          }
          confirmLabel="Delete"
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
