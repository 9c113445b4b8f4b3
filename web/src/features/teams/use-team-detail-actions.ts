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
import { toast } from "@/lib/toast";
import type { TeamFormValues } from "./create-team-dialog";

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
