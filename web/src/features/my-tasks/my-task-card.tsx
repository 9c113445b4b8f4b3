import type { MyTask } from "@contract/my-tasks";
import { statusValue } from "@contract/statuses";
import {
  CalendarIcon,
  CheckCircle2,
  Circle,
  CircleDot,
  Clock,
  Eye,
  FolderKanban,
  Pencil,
  User,
} from "lucide-react";
import { Link } from "react-router";
import { TaskPriorityBadge, TaskStatusBadge } from "@/components/task-badges";
import { TaskTypeIcon } from "@/components/task-type-icon";
import { Button } from "@/components/ui/button";
import { COMMON, useT } from "@/i18n";
import { formatDate, formatDay } from "@/lib/format";
import { displayName } from "@/lib/user";
import { cn } from "@/lib/utils";
import { isPastDue } from "./my-task-filters";

const STATUS_ICONS = { todo: Circle, in_progress: Clock, review: Eye, done: CheckCircle2 } as const;
const STATUS_ICON_COLORS = {
  todo: "text-gray-500",
  in_progress: "text-blue-600",
  review: "text-amber-600",
  done: "text-green-600",
} as const;

/** A task on My Tasks; the whole card opens the board, the edit button (owners only) opens the dialog. */
export function MyTaskCard({
  task,
  canEdit,
  onEdit,
}: {
  task: MyTask;
  canEdit: boolean;
  onEdit: (task: MyTask) => void;
}) {
  const status = statusValue(task.status) as keyof typeof STATUS_ICONS;
  const Icon = STATUS_ICONS[status] ?? CircleDot;
  const overdue = isPastDue(task);
  const t = useT();
  return (
    <article
      data-testid="my-task-card"
      className="relative flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md"
    >
      <div className="flex items-start gap-2">
        <Icon
          aria-hidden="true"
          className={cn("mt-0.5 size-5 shrink-0", STATUS_ICON_COLORS[status] ?? "text-gray-500")}
        />
        <TaskTypeIcon type={task.type} className="mt-1" />
        <h2 className="min-w-0 flex-1 font-semibold wrap-anywhere">
          <Link
            to={`/projects/${task.project.id}?taskId=${task.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-xl"
          >
            {task.title}
          </Link>
        </h2>
        {canEdit && (
          <Button
            variant="ghost"
            size="icon"
            className="relative z-10 -mt-1 size-8"
            aria-label={t(
              { id: "myTasks.card.editNamed", defaultMessage: "Edit {title}" },
              { title: task.title },
            )}
            title={t({ id: "myTasks.card.edit", defaultMessage: "Edit task" })}
            onClick={() => onEdit(task)}
          >
            <Pencil aria-hidden="true" />
          </Button>
        )}
      </div>
      {task.description && (
        <p className="line-clamp-2 text-sm text-muted-foreground" title={task.description}>
          {task.description}
        </p>
      )}
      <div className="flex flex-wrap gap-1.5">
        <TaskStatusBadge status={task.status} />
        <TaskPriorityBadge priority={task.priority} />
      </div>
      <dl className="mt-auto grid gap-1 text-sm text-muted-foreground">
        <div className="flex items-center gap-1.5">
          <dt>
            <FolderKanban aria-hidden="true" className="size-4" />
            <span className="sr-only">{t({ id: "myTasks.card.project", defaultMessage: "Project" })}</span>
          </dt>
          <dd className="truncate" title={task.project.name}>
            {task.project.name}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <CalendarIcon aria-hidden="true" className="size-4" />
            <span className="sr-only">{t({ id: "myTasks.card.dueDate", defaultMessage: "Due date" })}</span>
          </dt>
          <dd className={cn(overdue && "font-medium text-red-700")}>
            {task.dueDate
              ? formatDay(task.dueDate)
              : t({ id: "myTasks.card.noDueDate", defaultMessage: "No due date" })}
            {overdue && ` ${t({ id: "myTasks.card.overdue", defaultMessage: "(Overdue)" })}`}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <User aria-hidden="true" className="size-4" />
            <span className="sr-only">{t({ id: "myTasks.card.assignee", defaultMessage: "Assignee" })}</span>
          </dt>
          <dd className="truncate" title={task.assignee ? displayName(task.assignee) : undefined}>
            {task.assignee ? displayName(task.assignee) : t(COMMON.unassigned)}
          </dd>
        </div>
        <div className="text-xs">
          <dt className="sr-only">{t({ id: "myTasks.card.updated", defaultMessage: "Updated" })}</dt>
          <dd>
            {t(
              { id: "dashboard.projects.updated", defaultMessage: "Updated {date}" },
              { date: formatDate(task.updatedAt) },
            )}
          </dd>
        </div>
      </dl>
    </article>
  );
}
