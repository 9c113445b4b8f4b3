import { ProjectFieldsSchema } from "@contract/projects";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useCreateProject } from "@/api/projects";
import { showError } from "@/components/feedback/show-error";
import { ProjectFields, type ProjectFieldValues } from "@/components/project-fields";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { COMMON, defineMessages, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { SPRINT_MESSAGES } from "./sprint-messages";

const MESSAGES = defineMessages({
  created: { id: "sprints.addProject.created", defaultMessage: "Project created successfully" },
  failed: { id: "sprints.addProject.failed", defaultMessage: "Failed to create project" },
});

const EMPTY: ProjectFieldValues = { name: "", description: "", status: "planning" };

/** The sprint page's Add Project dialog: name, description, status (default planning), created in the sprint. */
export function AddProjectDialog({
  sprintId,
  open,
  onOpenChange,
}: {
  sprintId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const form = useForm<ProjectFieldValues>({
    resolver: zodResolver(ProjectFieldsSchema),
    mode: "onChange",
    defaultValues: EMPTY,
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);
  const createProject = useCreateProject();

  const onSubmit = form.handleSubmit((values) =>
    createProject.mutate(
      { ...values, sprintId },
      {
        onSuccess: () => {
          toast({ title: t(COMMON.success), description: t(MESSAGES.created) });
          onOpenChange(false);
        },
        onError: (error) => showError(error, translator()(MESSAGES.failed)),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent isDirty={form.formState.isDirty}>
        <DialogHeader>
          <DialogTitle>{t(SPRINT_MESSAGES.addProject)}</DialogTitle>
          <DialogDescription>
            {t({
              id: "sprints.addProject.description",
              defaultMessage: "Create a new project in this sprint.",
            })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <ProjectFields form={form} idPrefix="add-project" />
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            isPending={createProject.isPending}
            submitLabel={t({ id: "sprints.addProject.submit", defaultMessage: "Create Project" })}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
