import { type Project, ProjectFieldsSchema } from "@contract/projects";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useDeleteProject, useUpdateProject } from "@/api/projects";
import { showError } from "@/components/feedback/show-error";
import { COMMON, defineMessages, translator } from "@/i18n";
import { toast } from "@/lib/toast";
import { OptionalProjectKeySchema } from "./project-key-field";

const MESSAGES = defineMessages({
  updated: { id: "projects.edit.updated", defaultMessage: "Project updated successfully" },
  updateFailed: { id: "projects.edit.updateFailed", defaultMessage: "Failed to update project" },
  deleted: { id: "projects.edit.deleted", defaultMessage: "Project deleted successfully" },
  deleteFailed: { id: "projects.edit.deleteFailed", defaultMessage: "Failed to delete project" },
});

/** The sprint select's value for 'No Sprint'. */
export const NO_SPRINT = "none";
const EditProjectSchema = ProjectFieldsSchema.extend({
  /** The owner's id as the select holds it. */
  ownerId: z.string(),
  /** The sprint's id, or "none". */
  sprintId: z.string(),
  /** The project's key (owner only). */
  key: OptionalProjectKeySchema,
});
type EditValues = z.input<typeof EditProjectSchema>;

const knownStatus = (status: string): EditValues["status"] =>
  (ProjectFieldsSchema.shape.status.safeParse(status).data ?? "active") as EditValues["status"];

function defaults(project: Project): EditValues {
  return {
    name: project.name,
    description: project.description ?? "",
    status: knownStatus(project.status),
    ownerId: String(project.ownerId),
    sprintId: project.sprintId === null ? NO_SPRINT : String(project.sprintId),
    key: project.key,
  };
}

/** The Edit Project form's state with Save (the owner only when it changed) and the confirmed Delete. */
export function useEditProjectForm(project: Project, onClose: () => void) {
  const updateProject = useUpdateProject();
  const deleteProject = useDeleteProject();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<EditValues>({
    resolver: zodResolver(EditProjectSchema),
    mode: "onChange",
    defaultValues: defaults(project),
  });

  const onSubmit = form.handleSubmit((values) => {
    const ownerId = Number(values.ownerId);
    updateProject.mutate(
      {
        id: project.id,
        name: values.name,
        description: values.description ?? null,
        status: values.status,
        sprintId: values.sprintId === NO_SPRINT ? null : Number(values.sprintId),
        ...(ownerId !== project.ownerId ? { ownerId } : {}),
        ...(values.key && values.key !== project.key ? { key: values.key } : {}),
      },
      {
        onSuccess: () => {
          const t = translator();
          toast({ title: t(COMMON.success), description: t(MESSAGES.updated) });
          onClose();
        },
        onError: (error) => showError(error, translator()(MESSAGES.updateFailed)),
      },
    );
  });

  const onDelete = () =>
    deleteProject.mutate(project.id, {
      onSuccess: () => {
        const t = translator();
        toast({ title: t(COMMON.success), description: t(MESSAGES.deleted) });
        setConfirming(false);
        onClose();
      },
      onError: (error) => showError(error, translator()(MESSAGES.deleteFailed)),
    });

  return {
    form,
    onSubmit,
    isSaving: updateProject.isPending,
    confirming,
    setConfirming,
    onDelete,
    isDeleting: deleteProject.isPending,
  };
}
