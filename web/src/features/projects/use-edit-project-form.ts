import { type Project, ProjectFieldsSchema } from "@contract/projects";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useDeleteProject, useUpdateProject } from "@/api/projects";
import { showError } from "@/components/feedback/show-error";
import { toast } from "@/lib/toast";
import { OptionalProjectKeySchema } from "./project-key-field";

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
          toast({ title: "Success", description: "Project updated successfully" });
          onClose();
        },
        onError: (error) => showError(error, "Failed to update project"),
      },
    );
  });

  const onDelete = () =>
    deleteProject.mutate(project.id, {
      onSuccess: () => {
        toast({ title: "Success", description: "Project deleted successfully" });
        setConfirming(false);
        onClose();
      },
      onError: (error) => showError(error, "Failed to delete project"),
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
