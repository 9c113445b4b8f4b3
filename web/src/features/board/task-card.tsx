import type { Task } from "@contract/tasks";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { format } from "date-fns";
import { BanIcon, CalendarIcon, EyeIcon, ListChecksIcon, MessageSquareIcon } from "lucide-react";
import { type CSSProperties, memo } from "react";
import { useIsWatched } from "@/api/watchers";
import { PullRequestBadge } from "@/components/pull-request-badge";
import { StoryPointsBadge } from "@/components/story-points-badge";
import { TaskTypeIcon } from "@/components/task-type-icon";
import { Badge } from "@/components/ui/badge";
import { UserAvatar } from "@/components/user-avatar";
import { dateFormatter, defineMessages, useT } from "@/i18n";
import { dueState, showsProgress, visibleTags } from "@/lib/board-model";
import { rolledUpPoints } from "@/lib/hierarchy-model";
import { colorClasses, priorityColor, priorityText } from "@/lib/statuses";
import { cn } from "@/lib/utils";
import { ChildProgress, SummedPointsBadge } from "./child-progress";

const MESSAGES = defineMessages({
  blockedTitle: {
    id: "board.card.blockedTitle",
    defaultMessage: "A task that blocks this one is not done yet",
  },
  blocked: { id: "board.card.blocked", defaultMessage: "Blocked" },
  moreTags: { id: "board.card.moreTags", defaultMessage: "+{count}" },
  progress: { id: "board.card.progress", defaultMessage: "Progress" },
  overdue: { id: "board.card.overdue", defaultMessage: "(Overdue)" },
  dueSoon: { id: "board.card.dueSoon", defaultMessage: "(Due soon)" },
  comments: { id: "board.card.comments", defaultMessage: "Comments" },
  commentsLabel: { id: "board.card.commentsLabel", defaultMessage: "Comments:" },
  checklist: { id: "board.card.checklist", defaultMessage: "Checklist" },
  checklistLabel: { id: "board.card.checklistLabel", defaultMessage: "Checklist:" },
  watched: { id: "board.card.watched", defaultMessage: "You watch this task" },
  card: { id: "board.card.label", defaultMessage: "Task: {title}" },
});

/** A due date on a card: 'Mar 9' (English as before), the language's short month and day elsewhere. */
function shortDue(iso: string, locale: string): string {
  const date = new Date(iso);
  return locale === "en"
    ? format(date, "MMM d")
    : dateFormatter({ month: "short", day: "numeric" }, locale).format(date);
}

/**
 * A task card's face: title, priority, at most 3 tags, progress, due date, comments, the story
 * points badge (when estimated) and assignee.
 */
export const TaskCardBody = memo(function TaskCardBody({
  task,
  doneStatus,
}: {
  task: Task;
  doneStatus: string;
}) {
  const t = useT();
  const tags = visibleTags(task.tags);
  const due = dueState(task, doneStatus);
  const priority = priorityText(t, task.priority);
  const points = rolledUpPoints(task);
  return (
    <>
      <div className="-mb-2 flex items-center gap-1.5 font-mono text-xs text-muted-foreground">
        <TaskTypeIcon type={task.type} />
        {task.key && <span data-testid="task-key">{task.key}</span>}
        {/* Up here, away from the counts and points of the bottom row, so it is not read as one. */}
        <WatchedEye projectId={task.projectId} taskId={task.id} />
      </div>
      <div className="flex items-start justify-between gap-2">
        <h3 className="line-clamp-2 min-w-0 text-sm font-medium wrap-anywhere" title={task.title}>
          {task.title}
        </h3>
        <Badge variant="outline" className={cn("border", colorClasses(priorityColor(task.priority)).badge)}>
          {priority}
        </Badge>
      </div>
      {task.blocked && (
        <Badge
          variant="outline"
          // The palette's light and dark ends swap in the dark theme (index.css): no dark: classes.
          className={cn("w-fit border", colorClasses("red").badge)}
          data-testid="card-blocked"
          title={t(MESSAGES.blockedTitle)}
        >
          <BanIcon aria-hidden="true" className="size-3" />
          {t(MESSAGES.blocked)}
        </Badge>
      )}
      {task.description && (
        <p className="line-clamp-2 text-xs text-muted-foreground" title={task.description}>
          {task.description}
        </p>
      )}
      {task.tags.length > 0 && (
        <div className="flex flex-wrap gap-1">
          {tags.shown.map((tag) => (
            <Badge key={tag} variant="secondary" className="block max-w-32 truncate font-normal" title={tag}>
              {tag}
            </Badge>
          ))}
          {tags.more > 0 && (
            <Badge variant="secondary" className="font-normal">
              {t(MESSAGES.moreTags, { count: tags.more })}
            </Badge>
          )}
        </div>
      )}
      {showsProgress(task) && (
        <div className="grid gap-1">
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>{t(MESSAGES.progress)}</span>
            <span>{task.progress}%</span>
          </div>
          <div
            className="h-1.5 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={t(MESSAGES.progress)}
            aria-valuenow={task.progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full bg-blue-500" style={{ width: `${task.progress}%` }} />
          </div>
        </div>
      )}
      <ChildProgress task={task} />
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <div className="flex items-center gap-3">
          {task.dueDate && (
            <span
              className={cn(
                "inline-flex items-center gap-1",
                due === "overdue" && "font-medium text-red-600",
                due === "soon" && "font-medium text-amber-700",
              )}
            >
              <CalendarIcon aria-hidden="true" className="size-3.5" />
              {shortDue(task.dueDate, t.locale)}
              {due === "overdue" && <span>{t(MESSAGES.overdue)}</span>}
              {due === "soon" && <span className="sr-only">{t(MESSAGES.dueSoon)}</span>}
            </span>
          )}
          <span className="inline-flex items-center gap-1" title={t(MESSAGES.comments)}>
            <MessageSquareIcon aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t(MESSAGES.commentsLabel)}</span>
            {task.commentCount}
          </span>
          {task.checklistTotal > 0 && (
            <span
              className="inline-flex items-center gap-1 tabular-nums"
              title={t(MESSAGES.checklist)}
              data-testid="card-checklist"
            >
              <ListChecksIcon aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t(MESSAGES.checklistLabel)}</span>
              {task.checklistDone}/{task.checklistTotal}
            </span>
          )}
        </div>
        <div className="flex items-center gap-2">
          {task.pullRequest && (
            <PullRequestBadge number={task.pullRequest.number} state={task.pullRequest.state} />
          )}
          {points.summed ? (
            <SummedPointsBadge value={Number(points.value)} />
          ) : (
            <StoryPointsBadge value={task.storyPoints} />
          )}
          {task.assignee && <UserAvatar user={task.assignee} className="size-6 border-0" />}
        </div>
      </div>
    </>
  );
});

/** An eye on the card of a task the caller watches (product rules 'Watchers'). */
function WatchedEye({ projectId, taskId }: { projectId: number; taskId: number }) {
  const t = useT();
  if (!useIsWatched(projectId, taskId)) return null;
  return (
    <span className="ms-auto inline-flex" title={t(MESSAGES.watched)} data-testid="card-watched">
      <EyeIcon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{t(MESSAGES.watched)}</span>
    </span>
  );
}

const cardClass =
  "grid cursor-grab gap-2 rounded-lg border bg-card p-3 text-start shadow-xs outline-none transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing";

/** A card that can be dragged (mouse, touch, keyboard) and opens its task on click or Enter. */
export const SortableTaskCard = memo(function SortableTaskCard({
  task,
  doneStatus,
  onOpen,
}: {
  task: Task;
  doneStatus: string;
  onOpen: (task: Task) => void;
}) {
  const t = useT();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    data: { type: "task", status: task.status },
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dnd-kit's attributes make it a focusable role=button
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: same: the role comes from the spread attributes
    <div
      ref={setNodeRef}
      style={style}
      {...attributes}
      {...listeners}
      aria-label={t(MESSAGES.card, { title: task.title })}
      data-testid="task-card"
      data-task-id={task.id}
      className={cn(cardClass, isDragging && "opacity-40")}
      onClick={() => onOpen(task)}
      onKeyDown={(e) => {
        listeners?.onKeyDown?.(e);
        if (e.key !== "Enter" || e.defaultPrevented) return;
        // The dialog focuses its Title field during this keydown; without preventDefault the
        // same Enter's keypress reaches that field and submits the unchanged form (issue 9).
        e.preventDefault();
        onOpen(task);
      }}
    >
      <TaskCardBody task={task} doneStatus={doneStatus} />
    </div>
  );
});

/** The card under the pointer while dragging. */
export function DragPreviewCard({ task, doneStatus }: { task: Task; doneStatus: string }) {
  return (
    <div className={cn(cardClass, "w-72 rotate-2 cursor-grabbing shadow-lg")}>
      <TaskCardBody task={task} doneStatus={doneStatus} />
    </div>
  );
}
