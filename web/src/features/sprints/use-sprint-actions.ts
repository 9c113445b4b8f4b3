import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { forgetSprint, useDeleteSprint, useUpdateSprint } from "@/api/sprints";
import { showError } from "@/components/feedback/show-error";
import { COMMON, defineMessages, translator } from "@/i18n";
import { toast } from "@/lib/toast";
import type { SprintFormValues } from "./sprint-form-dialog";

const MESSAGES = defineMessages({
  updated: { id: "sprints.toast.updated", defaultMessage: "Sprint updated successfully" },
  updateFailed: { id: "sprints.toast.updateFailed", defaultMessage: "Failed to update sprint" },
  deleted: { id: "sprints.toast.deleted", defaultMessage: "Sprint deleted successfully" },
  deleteFailed: { id: "sprints.toast.deleteFailed", defaultMessage: "Failed to delete sprint" },
});

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
          const t = translator();
          toast({ title: t(COMMON.success), description: t(MESSAGES.updated) });
          setEditing(false);
        },
        onError: (error) => showError(error, translator()(MESSAGES.updateFailed)),
      },
    );
  const onDelete = (id: number) =>
    deleteSprint.mutate(id, {
      onSuccess: () => {
        const t = translator();
        toast({ title: t(COMMON.success), description: t(MESSAGES.deleted) });
        setDeleting(false);
        // Away first, then forget it: removing the queries of a mounted page would fetch them again.
        void Promise.resolve(navigate("/sprints", { replace: true })).then(() =>
          forgetSprint(queryClient, id),
        );
      },
      onError: (error) => showError(error, translator()(MESSAGES.deleteFailed)),
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
