import { AI_NOT_CONFIGURED, type GeneratedProject } from "@contract/assistant";
import type { CreateProjectInput } from "@contract/projects";
import { useQuery } from "@tanstack/react-query";
import { addDays } from "date-fns";
import { useEffect, useRef, useState } from "react";
import { assistantStatusQuery, personalTeamMembersQuery, useGenerateProject } from "@/api/assistant";
import { useCurrentUser } from "@/api/auth";
import { errorStatus, messageOr } from "@/api/http";
import { useCreateProject } from "@/api/projects";
import { departmentsQuery } from "@/api/reports";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { endSession } from "@/lib/session-end";
import { toast } from "@/lib/toast";
import { displayName } from "@/lib/user";
import {
  AssistantForm,
  type AssistantFormValues,
  EMPTY_ASSISTANT_FORM,
  toGenerateRequest,
} from "./assistant-form";
import type { PlanSelections } from "./plan-review";
import { PlanReview } from "./plan-review";
import type { Choice } from "./plan-task-item";

const NO_SELECTIONS: PlanSelections = { selected: new Set(), assignees: {}, departments: {} };

/** The POST /api/projects body for the chosen tasks, each with its assignee and department (issue 9). */
export function projectFromPlan(
  generated: GeneratedProject,
  selections: PlanSelections,
  now = new Date(),
): CreateProjectInput {
  return {
    name: generated.originalRequest.projectName,
    description: generated.project.projectOverview,
    tasks: generated.project.tasks
      .map((task, index) => ({ task, index }))
      .filter(({ index }) => selections.selected.has(index))
      .map(({ task, index }) => {
        const assignee = selections.assignees[index];
        const department = selections.departments[index];
        return {
          title: task.title,
          description: task.successCriteria
            ? `${task.description}\n\nSuccess criteria: ${task.successCriteria}`.trim()
            : task.description,
          priority: task.priority,
          assignedTo: assignee && assignee !== "unassigned" ? Number(assignee) : null,
          departmentId: department && department !== "none" ? Number(department) : null,
          // The server schedules each task after the ones it depends on (dueInDays).
          dueDate: addDays(now, task.dueInDays ?? Math.max(1, Math.ceil(task.estimatedDays))).toISOString(),
        };
      }),
  };
}

/**
 * The AI Project Assistant (product rules): a brief form, then the generated plan to review, pick
 * tasks and assignees, and create the project. Cancel or success closes it and forgets everything.
 */
export function AssistantDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data: user } = useCurrentUser();
  const [values, setValues] = useState<AssistantFormValues>(EMPTY_ASSISTANT_FORM);
  const [generated, setGenerated] = useState<GeneratedProject | null>(null);
  const [selections, setSelections] = useState<PlanSelections>(NO_SELECTIONS);
  const generate = useGenerateProject();
  const create = useCreateProject();
  const members = useQuery({ ...personalTeamMembersQuery, enabled: open && generated !== null });
  const departments = useQuery({ ...departmentsQuery, enabled: open && generated !== null });
  const status = useQuery({ ...assistantStatusQuery, enabled: open });
  const notConfigured = status.data?.configured === false;
  const content = useRef<HTMLDivElement>(null);
  // The form was scrolled down to reach Generate: the review (and the form again) opens at its top.
  useEffect(() => {
    if (generated !== undefined) content.current?.scrollTo({ top: 0 });
  }, [generated]);

  const reset = () => {
    setValues(EMPTY_ASSISTANT_FORM);
    setGenerated(null);
    setSelections(NO_SELECTIONS);
    generate.reset();
    create.reset();
  };
  const close = () => {
    reset();
    onOpenChange(false);
  };

  const onGenerate = (form: AssistantFormValues) => {
    setValues(form);
    generate.mutate(toGenerateRequest(form), {
      onSuccess: (result) => {
        setGenerated(result);
        setSelections({ ...NO_SELECTIONS, selected: new Set(result.project.tasks.map((_, i) => i)) });
      },
      onError: (error) => {
        if (errorStatus(error) === 401) return endSession();
        toast({
          variant: "destructive",
          title: "Generation Failed",
          description: messageOr(error, "Failed to generate project"),
        });
      },
    });
  };

  const onCreate = () => {
    if (!generated) return;
    create.mutate(projectFromPlan(generated, selections), {
      onSuccess: () => {
        toast({
          title: "Project Created Successfully",
          description: "Your AI-generated project has been created with the selected tasks.",
        });
        close();
      },
      onError: (error) => {
        if (errorStatus(error) === 401) return endSession();
        toast({
          variant: "destructive",
          title: "Project Creation Failed",
          description: messageOr(error, "Failed to create project"),
        });
      },
    });
  };

  const assignees: Choice[] = [
    { value: "unassigned", label: "Unassigned" },
    ...(user ? [{ value: String(user.id), label: `${displayName(user)} (You)` }] : []),
    ...(members.data ?? []).flatMap((m) => {
      const id = m.invitedUserId ?? m.user?.id;
      if (!id || id === user?.id || (m.isRegistered === false && !m.user)) return [];
      const name = displayName({
        id,
        firstName: m.firstName ?? m.user?.firstName,
        lastName: m.lastName ?? m.user?.lastName,
        email: m.user?.email ?? m.invitedEmail,
      });
      return [{ value: String(id), label: name }];
    }),
  ];
  const departmentChoices: Choice[] = [
    { value: "none", label: "No Department" },
    ...(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
  ];

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        ref={content}
        className="sm:max-w-3xl"
        isDirty={generated !== null || values !== EMPTY_ASSISTANT_FORM}
      >
        <DialogHeader>
          <DialogTitle>AI Project Assistant</DialogTitle>
          <DialogDescription>
            {generated
              ? "Review the generated plan, choose the tasks to keep and who does them."
              : "Describe your project and the assistant drafts a plan with tasks."}
          </DialogDescription>
        </DialogHeader>
        {generated ? (
          <PlanReview
            plan={generated.project}
            selections={selections}
            onChange={setSelections}
            assignees={assignees}
            departments={departmentChoices}
            isCreating={create.isPending}
            onBack={() => setGenerated(null)}
            onCreate={onCreate}
          />
        ) : (
          <AssistantForm
            notice={
              notConfigured && (
                <Alert variant="destructive">
                  <AlertDescription>{AI_NOT_CONFIGURED}</AlertDescription>
                </Alert>
              )
            }
            values={values}
            isDisabled={notConfigured}
            isGenerating={generate.isPending}
            onSubmit={onGenerate}
            onCancel={close}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
