import type { Task } from "@contract/tasks";
import { defineMessages, useT } from "@/i18n";
import { TaskChecklist } from "./task-checklist";
import { TaskDevelopment } from "./task-development";
import { TaskHierarchySection } from "./task-hierarchy-section";
import { TaskLinks } from "./task-links";
import { TaskWatchers } from "./task-watchers";

const MESSAGES = defineMessages({
  heading: { id: "tasks.dialog.savedAtOnce", defaultMessage: "Saved at once" },
  description: {
    id: "tasks.dialog.savedAtOnceDescription",
    defaultMessage:
      "Sub-tasks, watchers, links and the checklist are saved as you make them; Update Task and Cancel are for the fields above.",
  },
});

/**
 * The task dialog's parts that save each change at once (parent and sub-tasks, watchers, links, the
 * checklist, development), below the form and its Save and Cancel and saying so (issue 32, item 8),
 * so that Cancel is never expected to undo them and Enter in their fields never submits the form.
 */
export function TaskSavedAtOnce({
  task,
  boardId,
  projectId,
}: {
  task: Task;
  boardId: number;
  projectId: number;
}) {
  const t = useT();
  const headingId = `task-saved-at-once-${task.id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4 border-t pt-4">
      <div className="grid gap-1">
        <h3 id={headingId} className="text-sm font-semibold">
          {t(MESSAGES.heading)}
        </h3>
        <p className="text-sm text-muted-foreground">{t(MESSAGES.description)}</p>
      </div>
      <TaskHierarchySection task={task} boardId={boardId} />
      <TaskWatchers taskId={task.id} projectId={projectId} />
      <TaskLinks taskId={task.id} />
      <TaskChecklist taskId={task.id} boardId={boardId} />
      <TaskDevelopment task={task} />
    </section>
  );
}
