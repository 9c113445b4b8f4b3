import type { Project } from "@contract/projects";
import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useCurrentUser } from "@/api/auth";
import { sprintsQuery } from "@/api/sprints";
import { usersQuery } from "@/api/users";
import { ProjectFields } from "@/components/project-fields";
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
import { COMMON, defineMessages, useT } from "@/i18n";
import { displayName } from "@/lib/user";
import { PROJECT_ACTIONS } from "./messages";
import { ProjectKeyField } from "./project-key-field";
import { NO_SPRINT, useEditProjectForm } from "./use-edit-project-form";

const MESSAGES = defineMessages({
  title: { id: "projects.edit.title", defaultMessage: "Edit Project" },
  description: {
    id: "projects.edit.description",
    defaultMessage: "Change the project's details, owner or sprint.",
  },
  owner: { id: "projects.edit.owner", defaultMessage: "Owner" },
  ownerOnly: {
    id: "projects.edit.ownerOnly",
    defaultMessage: "Only the project owner can change the owner.",
  },
  selectOwner: { id: "projects.edit.selectOwner", defaultMessage: "Select an owner" },
  currentOwner: { id: "projects.edit.currentOwner", defaultMessage: "Current owner" },
  sprint: { id: "projects.edit.sprint", defaultMessage: "Sprint" },
  delete: { id: "projects.edit.delete", defaultMessage: "Delete Project" },
  saveChanges: { id: "projects.edit.saveChanges", defaultMessage: "Save Changes" },
  confirmDelete: {
    id: "projects.edit.confirmDelete",
    defaultMessage:
      'Are you sure you want to delete "{name}"? Its boards, tasks and comments are deleted too. This cannot be undone.',
  },
});

/**
 * The Edit Project dialog: name, description, status, owner (chosen from the users; only the
 * owner may change it), sprint with 'No Sprint', and Delete Project for the owner only.
 */
export function EditProjectDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  return project ? <EditProjectForm key={project.id} project={project} onClose={onClose} /> : null;
}

function EditProjectForm({ project, onClose }: { project: Project; onClose: () => void }) {
  const t = useT();
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
            <DialogTitle>{t(MESSAGES.title)}</DialogTitle>
            <DialogDescription>{t(MESSAGES.description)}</DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <ProjectFields form={form} idPrefix="edit-project" />
            <ProjectKeyField form={form} idPrefix="edit-project" disabled={!isOwner} />
            <FormSelectField
              control={form.control}
              name="ownerId"
              id="edit-project-owner"
              label={t(MESSAGES.owner)}
              hint={isOwner ? undefined : t(MESSAGES.ownerOnly)}
              disabled={!isOwner}
              placeholder={t(MESSAGES.selectOwner)}
              options={[
                ...(ownerListed ? [] : [{ value: String(project.ownerId), label: t(MESSAGES.currentOwner) }]),
                ...owners.map((u) => ({ value: String(u.id), label: displayName(u) })),
              ]}
            />
            <FormSelectField
              control={form.control}
              name="sprintId"
              id="edit-project-sprint"
              label={t(MESSAGES.sprint)}
              options={[
                { value: NO_SPRINT, label: t(PROJECT_ACTIONS.noSprint) },
                ...(sprints.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
              ]}
            />
            <DialogFooter className="sm:justify-between">
              {isOwner ? (
                <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
                  <Trash2 aria-hidden="true" /> {t(MESSAGES.delete)}
                </Button>
              ) : (
                <span />
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button type="button" variant="outline" onClick={onClose}>
                  {t(COMMON.cancel)}
                </Button>
                <Button type="submit" disabled={isSaving}>
                  {isSaving && <Spinner />}
                  {t(MESSAGES.saveChanges)}
                </Button>
              </div>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(MESSAGES.delete)}
        description={t(MESSAGES.confirmDelete, { name: project.name })}
        confirmLabel={t(MESSAGES.delete)}
        onConfirm={onDelete}
        isPending={isDeleting}
      />
    </>
  );
}
