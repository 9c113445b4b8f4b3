import type { TeamMember, TeamRole } from "@contract/teams";
import { useNavigate } from "react-router";
import {
  useAddTeamMember,
  useDeleteTeam,
  useRemoveTeamMember,
  useUpdateTeam,
  useUpdateTeamMemberRole,
} from "@/api/teams";
import { showError } from "@/components/feedback/show-error";
import { COMMON, defineMessages, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import type { TeamFormValues } from "./create-team-dialog";

const M = defineMessages({
  updated: { id: "teams.updated", defaultMessage: "Department updated successfully" },
  updateFailed: { id: "teams.updateFailed", defaultMessage: "Failed to update department" },
  deleted: { id: "teams.deleted", defaultMessage: "Department deleted successfully" },
  deleteFailed: { id: "teams.deleteFailed", defaultMessage: "Failed to delete department" },
  added: { id: "teams.memberAdded", defaultMessage: "Member added successfully" },
  addFailed: { id: "teams.memberAddFailed", defaultMessage: "Failed to add member" },
  removed: { id: "teams.memberRemoved", defaultMessage: "Member removed successfully" },
  removeFailed: { id: "teams.memberRemoveFailed", defaultMessage: "Failed to remove member" },
  roleUpdated: { id: "teams.roleUpdated", defaultMessage: "Member role updated successfully" },
  roleFailed: { id: "teams.roleFailed", defaultMessage: "Failed to update member role" },
});

/** The department page's save, delete, add, role and remove calls, each with its toast. */
export function useTeamDetailActions(
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
  const t = useT();
  const success = (description: string) => toast({ title: t(COMMON.success), description });

  const onEdit = (values: TeamFormValues) =>
    updateTeam.mutate(values, {
      onSuccess: () => {
        success(t(M.updated));
        close.setEditing(false);
      },
      onError: (error) => showError(error, t(M.updateFailed)),
    });
  const onDelete = () =>
    deleteTeam.mutate(undefined, {
      onSuccess: () => {
        success(t(M.deleted));
        close.setDeleting(false);
        void navigate("/teams", { replace: true });
      },
      onError: (error) => showError(error, t(M.deleteFailed)),
    });
  const onAdd = (value: { userId: number; role: "member" | "admin" }) =>
    addMember.mutate(value, {
      onSuccess: () => {
        success(t(M.added));
        close.setAdding(false);
      },
      onError: (error) => showError(error, t(M.addFailed)),
    });
  const onRemove = (removing: TeamMember | null) => {
    if (!removing) return;
    removeMember.mutate(removing.id, {
      onSuccess: () => {
        success(t(M.removed));
        close.setRemoving(null);
      },
      onError: (error) => showError(error, t(M.removeFailed)),
    });
  };
  const onRole = (memberId: number, role: TeamRole) =>
    updateRole.mutate(
      { memberId, role },
      {
        onSuccess: () => success(t(M.roleUpdated)),
        onError: (error) => showError(error, t(M.roleFailed)),
      },
    );

  return { addMember, removeMember, updateTeam, deleteTeam, onEdit, onDelete, onAdd, onRemove, onRole };
}
