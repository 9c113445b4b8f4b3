import type { BoardColumn, Task } from "@contract/tasks";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { wipLimitOf } from "@/api/checklists";
import { taskLinksQuery } from "@/api/links";
import { useCreateTask, useDeleteTask, useUpdateTask } from "@/api/tasks";
import type { BlockedPrompt } from "@/components/blocked-confirm-dialog";
import type { ChildrenPrompt } from "@/components/open-children-confirm-dialog";
import type { WipPrompt } from "@/components/wip-confirm-dialog";
import { COMMON, defineMessages, type MessageDescriptor, translator } from "@/i18n";
import { completeParentQuestion } from "@/lib/hierarchy-model";
import { toast } from "@/lib/toast";
import { showTaskError } from "./task-feedback";
import { initialValues, TaskFormSchema, type TaskFormValues, toTaskPayload } from "./task-form-schema";

const MESSAGES = defineMessages({
  created: { id: "tasks.toast.created", defaultMessage: "Task created successfully" },
  createFailed: { id: "tasks.toast.createFailed", defaultMessage: "Failed to create task" },
  updated: { id: "tasks.toast.updated", defaultMessage: "Task updated successfully" },
  updateFailed: { id: "tasks.toast.updateFailed", defaultMessage: "Failed to update task" },
  deleted: { id: "tasks.toast.deleted", defaultMessage: "Task deleted successfully" },
  deleteFailed: { id: "tasks.toast.deleteFailed", defaultMessage: "Failed to delete task" },
});

/** A success toast, translated when it is shown. */
function success(message: MessageDescriptor): void {
  const t = translator();
  toast({ title: t(COMMON.success), description: t(message) });
}

/** The task dialog's form, its create or update submit, and the delete and its confirmation. */
export function useTaskDialog({
  existing,
  status,
  boardId,
  doneStatus,
  onClose,
  columns = [],
}: {
  /** The board's columns: a parent saved into the completed one with open children asks first (§35). */
  columns?: readonly Pick<BoardColumn, "id">[];
  /** The task being edited; null for a new one. */
  existing: Task | null;
  /** The board's completed column: a blocked task saved into it asks first (product rules §36). */
  doneStatus: string;
  /** The status a new task starts in. */
  status: string;
  boardId: number;
  onClose: () => void;
}) {
  const isNew = existing === null;
  const create = useCreateTask(boardId);
  const update = useUpdateTask(boardId);
  const remove = useDeleteTask(boardId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [childrenChoice, setChildrenChoice] = useState<"delete" | "keep">("keep");
  const form = useForm<TaskFormValues>({
    resolver: zodResolver(TaskFormSchema),
    defaultValues: initialValues(existing, status),
  });
  const isSaving = create.isPending || update.isPending;

  const [wipPrompt, setWipPrompt] = useState<WipPrompt | null>(null);
  const [blockedPrompt, setBlockedPrompt] = useState<BlockedPrompt | null>(null);
  const queryClient = useQueryClient();
  const [childrenPrompt, setChildrenPrompt] = useState<ChildrenPrompt | null>(null);

  const save = (body: ReturnType<typeof toTaskPayload> & { overrideWipLimit?: boolean }) => {
    // A column at its WIP limit answers 409: ask, then send again with the override (product rules §24).
    const onError = (fallback: MessageDescriptor) => (error: unknown) => {
      const limit = wipLimitOf(error);
      if (limit !== null) setWipPrompt({ limit, proceed: () => save({ ...body, overrideWipLimit: true }) });
      else showTaskError(error, fallback);
    };
    if (isNew) {
      create.mutate(body, {
        onSuccess: () => {
          success(MESSAGES.created);
          onClose();
        },
        onError: onError(MESSAGES.createFailed),
      });
    } else {
      update.mutate(
        { id: existing.id, ...body },
        {
          onSuccess: () => {
            success(MESSAGES.updated);
            onClose();
          },
          onError: onError(MESSAGES.updateFailed),
        },
      );
    }
  };
  const onSubmit = form.handleSubmit((values) => {
    const body = toTaskPayload(values);
    const confirmBlocked = () => {
      const completing = existing?.blocked && existing.status !== doneStatus && values.status === doneStatus;
      if (!completing) return save(body);
      // Completing a blocked task asks first, naming its unfinished blockers (product rules §36).
      void queryClient
        .fetchQuery({ ...taskLinksQuery(existing.id), staleTime: 0 })
        .then((links) =>
          links.flatMap((l) =>
            l.type === "blocked_by" && l.task && l.task.completedAt === null ? [l.task.key] : [],
          ),
        )
        .catch(() => [])
        .then((blockers) => setBlockedPrompt({ blockers, proceed: () => save(body) }));
    };
    // A parent with open children asks first (product rules §35), then a blocked one (§36).
    const question = existing ? completeParentQuestion(existing, body.status, columns) : null;
    if (question) setChildrenPrompt({ question, proceed: confirmBlocked });
    else confirmBlocked();
  });

  const onDelete = () => {
    if (!existing) return;
    const hasChildren = (existing.childCounts?.total ?? 0) > 0;
    remove.mutate(
      { ...existing, children: hasChildren ? childrenChoice : undefined },
      {
        onSuccess: () => {
          success(MESSAGES.deleted);
          setConfirmDelete(false);
          onClose();
        },
        onError: (error) => showTaskError(error, MESSAGES.deleteFailed),
      },
    );
  };

  return {
    form,
    isSaving,
    onSubmit,
    confirmDelete,
    setConfirmDelete,
    onDelete,
    isDeleting: remove.isPending,
    childrenChoice,
    setChildrenChoice,
    wipPrompt,
    closeWipPrompt: () => setWipPrompt(null),
    blockedPrompt,
    closeBlockedPrompt: () => setBlockedPrompt(null),
    childrenPrompt,
    closeChildrenPrompt: () => setChildrenPrompt(null),
  };
}
