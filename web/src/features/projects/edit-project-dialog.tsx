import type { Project } from "@contract/projects";
import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useCurrentUser } from "@/api/auth";
import { sprintsQuery } from "@/api/sprints";
import { usersQuery } from "@/api/users";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormSelectField } from "@/components/ui/form-select-field";
import { Spinner } from "@/components/ui/spinner";
import { displayName } from "@/lib/user";
import { ProjectFields } from "./project-fields";
import { ProjectKeyField } from "./project-key-field";
import { NO_SPRINT, useEditProjectForm } from "./use-edit-project-form";

/**
 * The Edit Project dialog: name, description, status, owner (chosen from the users; only the
 * owner may change it), sprint with 'No Sprint', and Delete Project for the owner only.
 */
export function EditProjectDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  return project ? <EditProjectForm key={project.id} project={project} onClose={onClose} /> : null;
}

function EditProjectForm({ project, onClose }: { project: Project; onClose: () => void }) {
  const { data: user } = useCurrentUser();
  const users = useQuery(usersQuery);
  const sprints = useQuery(sprintsQuery);
  const { form, onSubmit, isSaving, confirming, setConfirming, onDelete, isDeleting } = useEditProjectForm(
    project,
    onClose,
  );
  const isOwner = user?.id === project.ownerId;

  const owners = users.data ?? [];
  const ownerListed = owners.some((u) => u.id === project.ownerId);
  return (
    <>
      <Dialog open onOpenChange={(next) => !next && onClose()}>
        <DialogContent isDirty={form.formState.isDirty}>
          <DialogHeader>
            <DialogTitle>Edit Project</DialogTitle>
            <DialogDescription>Change the project's details, owner or sprint.</DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <ProjectFields form={form} idPrefix="edit-project" />
            <ProjectKeyField form={form} idPrefix="edit-project" disabled={!isOwner} />
            <FormSelectField
              control={form.control}
              name="ownerId"
              id="edit-project-owner"
              label="Owner"
              hint={isOwner ? undefined : "Only the project owner can change the owner."}
              disabled={!isOwner}
              placeholder="Select an owner"
              options={[
                ...(ownerListed ? [] : [{ value: String(project.ownerId), label: "Current owner" }]),
                ...owners.map((u) => ({ value: String(u.id), label: displayName(u) })),
              ]}
            />
            <FormSelectField
              control={form.control}
              name="sprintId"
              id="edit-project-sprint"
              label="Sprint"
              options={[
                { value: NO_SPRINT, label: "No Sprint" },
                ...(sprints.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
              ]}
            />
            <DialogFooter className="sm:justify-between">
              {isOwner ? (
                <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
                  <Trash2 aria-hidden="true" /> Delete Project
                </Button>
              ) : (
                <span />
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button type="button" variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" disabled={isSaving}>
                  {isSaving && <Spinner />}
                  Save Changes
                </Button>
              </div>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Project"
        description={`Are you sure you want to delete "${project.name}"? Its boards, tasks and comments are deleted too. This cannot be undone.`}
        confirmLabel="Delete Project"
        onConfirm={onDelete}
        isPending={isDeleting}
      />
    </>
  );
}
