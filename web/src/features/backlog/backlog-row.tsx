import type { BacklogItem } from "@contract/backlog";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, Minus, Plus } from "lucide-react";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { TaskTypeIcon } from "@/components/task-type-icon";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { COMMON, defineMessages, useT } from "@/i18n";
import { priorityText } from "@/lib/statuses";
import { cn } from "@/lib/utils";
import { BACKLOG_MESSAGES } from "./backlog-messages";

const MESSAGES = defineMessages({
  rank: { id: "backlog.row.rank", defaultMessage: "Rank {title}" },
  position: { id: "backlog.row.position", defaultMessage: "Position {position}" },
  inSprint: { id: "backlog.row.inSprint", defaultMessage: "In sprint" },
  scopeChange: { id: "backlog.row.scopeChange", defaultMessage: "Scope change" },
  storyPoints: { id: "backlog.row.storyPoints", defaultMessage: "Story points" },
  remove: { id: "backlog.row.remove", defaultMessage: "Remove {title} from the sprint" },
  add: { id: "backlog.row.add", defaultMessage: "Add {title} to the sprint" },
});

/** One backlog task: rank handle (owner), title, project, priority, assignee, points, sprint marks. */
export function BacklogRow({
  item,
  position,
  canPlan,
  canRank,
  busy,
  onPlan,
}: {
  item: BacklogItem;
  position: number;
  canPlan: boolean;
  canRank: boolean;
  busy: boolean;
  onPlan: (item: BacklogItem, planned: boolean) => void;
}) {
  const t = useT();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: !canRank,
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid="backlog-item"
      data-task-id={item.id}
      className={cn(
        "flex min-w-0 items-center gap-2 rounded-lg border bg-card p-2 sm:gap-3",
        item.inSprint && "border-primary/40 bg-primary/5",
        isDragging && "opacity-40",
      )}
    >
      {canRank && (
        <button
          type="button"
          className="cursor-grab rounded p-1 text-muted-foreground outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing"
          {...attributes}
          {...listeners}
          aria-label={t(MESSAGES.rank, { title: item.title })}
          title={t(MESSAGES.position, { position })}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        <Link
          to={`/projects/${item.project.id}?taskId=${item.id}`}
          className="min-w-0 break-words font-medium hover:underline"
        >
          {item.title}
        </Link>
        <div className="flex min-w-0 flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <TaskTypeIcon type={item.type} />
          <span className="min-w-0 break-words">{item.project.name}</span>
          <span aria-hidden="true">·</span>
          <span>{priorityText(t, item.priority)}</span>
          <span aria-hidden="true">·</span>
          <span className="min-w-0 break-words">{item.assigneeName ?? t(COMMON.unassigned)}</span>
          {item.inSprint && <Badge variant="secondary">{t(MESSAGES.inSprint)}</Badge>}
          {item.addedAfterStart && (
            <Badge
              className="border-transparent bg-amber-100 text-amber-900"
              data-testid="scope-change-badge"
            >
              {t(MESSAGES.scopeChange)}
            </Badge>
          )}
        </div>
      </div>
      <Badge variant="outline" data-testid="points-badge" title={t(MESSAGES.storyPoints)}>
        {item.storyPoints === null
          ? "–"
          : item.storyPoints === "?"
            ? t(BACKLOG_MESSAGES.unsurePoints)
            : t(BACKLOG_MESSAGES.points, { count: item.storyPoints })}
      </Badge>
      {canPlan && (
        <Button
          size="sm"
          variant={item.inSprint ? "outline" : "default"}
          disabled={busy}
          onClick={() => onPlan(item, !item.inSprint)}
          aria-label={t(item.inSprint ? MESSAGES.remove : MESSAGES.add, { title: item.title })}
        >
          {item.inSprint ? <Minus aria-hidden="true" /> : <Plus aria-hidden="true" />}
          <span className="hidden sm:inline">{item.inSprint ? t(COMMON.remove) : t(COMMON.add)}</span>
        </Button>
      )}
    </li>
  );
}
