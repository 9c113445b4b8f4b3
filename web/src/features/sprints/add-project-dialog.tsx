import { ProjectFieldsSchema } from "@contract/projects";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useCreateProject } from "@/api/projects";
import { showError } from "@/components/feedback/show-error";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { ProjectFields, type ProjectFieldValues } from "@/features/projects/project-fields";
import { toast } from "@/lib/toast";

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
          toast({ title: "Success", description: "Project created successfully" });
          onOpenChange(false);
        },
        onError: (error) => showError(error, "Failed to create project"),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent isDirty={form.formState.isDirty}>
        <DialogHeader>
          <DialogTitle>Add Project</DialogTitle>
          <DialogDescription>Create a new project in this sprint.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <ProjectFields form={form} idPrefix="add-project" />
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            isPending={createProject.isPending}
            submitLabel={"Create Project"}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
