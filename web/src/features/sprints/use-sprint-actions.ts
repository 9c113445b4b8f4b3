import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { forgetSprint, useDeleteSprint, useUpdateSprint } from "@/api/sprints";
import { showError } from "@/components/feedback/show-error";
import { toast } from "@/lib/toast";
import type { SprintFormValues } from "./sprint-form-dialog";

/** The sprint page's Edit and Delete: whether each dialog is open, and the calls with their toasts. */
export function useSprintActions() {
  const updateSprint = useUpdateSprint();
  const deleteSprint = useDeleteSprint();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const onUpdate = (id: number, values: SprintFormValues) =>
    updateSprint.mutate(
      { id, ...values },
      {
        onSuccess: () => {
          toast({ title: "Success", description: "Sprint updated successfully" });
          setEditing(false);
        },
        onError: (error) => showError(error, "Failed to update sprint"),
      },
    );
  const onDelete = (id: number) =>
    deleteSprint.mutate(id, {
      onSuccess: () => {
        toast({ title: "Success", description: "Sprint deleted successfully" });
        setDeleting(false);
        // Away first, then forget it: removing the queries of a mounted page would fetch them again.
        void Promise.resolve(navigate("/sprints", { replace: true })).then(() =>
          forgetSprint(queryClient, id),
        );
      },
      onError: (error) => showError(error, "Failed to delete sprint"),
    });

  return {
    editing,
    setEditing,
    deleting,
    setDeleting,
    onUpdate,
    onDelete,
    isSaving: updateSprint.isPending,
    isDeleting: deleteSprint.isPending,
    isDeleted: deleteSprint.isSuccess,
  };
}
