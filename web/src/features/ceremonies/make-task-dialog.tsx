import type { SprintDetail } from "@contract/sprints";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { assignableUsersQuery } from "@/api/projects";
import { showError } from "@/components/feedback/show-error";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { SelectField } from "@/components/ui/select-field";
import { defineMessages, translator, useT } from "@/i18n";
import { toast } from "@/lib/toast";
import { CEREMONY_MESSAGES } from "./messages";

/** What the dialog asks the server to do with the chosen project and owner. */
export type MakeTaskTarget = {
  /** What becomes a task (shown in the dialog). */
  text: string;
  /** Whether an owner must be chosen (an action item) or may be (a blocker). */
  ownerRequired: boolean;
  submit: (body: { projectId: number; assignedTo?: number }) => Promise<unknown>;
};

const NOBODY = "none";

const MESSAGES = defineMessages({
  chooseProject: { id: "ceremonies.makeTask.chooseProject", defaultMessage: "Choose a project" },
  ownerNeeded: { id: "ceremonies.makeTask.ownerNeeded", defaultMessage: "An action item needs an owner" },
  created: { id: "ceremonies.makeTask.created", defaultMessage: "Task created" },
  createdText: { id: "ceremonies.makeTask.createdText", defaultMessage: "It is on the project's board." },
  failed: { id: "ceremonies.makeTask.failed", defaultMessage: "Failed to create the task" },
  nobody: { id: "ceremonies.makeTask.nobody", defaultMessage: "Nobody" },
  project: { id: "ceremonies.makeTask.project", defaultMessage: "Project" },
  owner: { id: "ceremonies.makeTask.owner", defaultMessage: "Owner" },
  chooseOwner: { id: "ceremonies.makeTask.chooseOwner", defaultMessage: "Choose an owner" },
  chooseProjectFirst: {
    id: "ceremonies.makeTask.chooseProjectFirst",
    defaultMessage: "Choose a project first",
  },
  submit: { id: "ceremonies.makeTask.submit", defaultMessage: "Create Task" },
});

/** 'Make a task': a project of the sprint and an owner for a blocker or a retro action item. */
export function MakeTaskDialog({
  target,
  projects,
  onClose,
}: {
  target: MakeTaskTarget | null;
  projects: SprintDetail["projects"];
  onClose: () => void;
}) {
  const t = useT();
  const [projectId, setProjectId] = useState<string | undefined>();
  const [owner, setOwner] = useState<string>(NOBODY);
  const [error, setError] = useState<{ project?: string; owner?: string }>({});
  const [pending, setPending] = useState(false);
  const users = useQuery({ ...assignableUsersQuery(Number(projectId)), enabled: projectId !== undefined });
  useEffect(() => {
    if (!target) return;
    setProjectId(projects.length === 1 ? String(projects[0]!.id) : undefined);
    setOwner(NOBODY);
    setError({});
  }, [target, projects]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    if (!projectId) return setError({ project: t(MESSAGES.chooseProject) });
    if (target.ownerRequired && owner === NOBODY) return setError({ owner: t(MESSAGES.ownerNeeded) });
    setPending(true);
    try {
      await target.submit({
        projectId: Number(projectId),
        assignedTo: owner === NOBODY ? undefined : Number(owner),
      });
      const tr = translator();
      toast({ title: tr(MESSAGES.created), description: tr(MESSAGES.createdText) });
      onClose();
    } catch (failure) {
      showError(failure, translator()(MESSAGES.failed));
    } finally {
      setPending(false);
    }
  };

  const ownerOptions = [
    ...(target?.ownerRequired ? [] : [{ value: NOBODY, label: t(MESSAGES.nobody) }]),
    ...(users.data ?? []).map((u) => ({
      value: String(u.id),
      label: [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email,
    })),
  ];
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(CEREMONY_MESSAGES.makeTask)}</DialogTitle>
          <DialogDescription className="break-words">{target?.text}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid min-w-0 gap-4">
          <SelectField
            id="ceremony-task-project"
            label={t(MESSAGES.project)}
            value={projectId}
            onValueChange={(v) => {
              setProjectId(v);
              setOwner(NOBODY);
              setError({});
            }}
            placeholder={t(MESSAGES.chooseProject)}
            options={projects.map((p) => ({ value: String(p.id), label: p.name }))}
            error={error.project}
          />
          <SelectField
            id="ceremony-task-owner"
            label={t(MESSAGES.owner)}
            value={owner === NOBODY && target?.ownerRequired ? undefined : owner}
            onValueChange={(v) => {
              setOwner(v);
              setError({});
            }}
            placeholder={t(projectId ? MESSAGES.chooseOwner : MESSAGES.chooseProjectFirst)}
            disabled={!projectId}
            options={ownerOptions}
            error={error.owner}
          />
          <FormDialogFooter onCancel={onClose} isPending={pending} submitLabel={t(MESSAGES.submit)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
