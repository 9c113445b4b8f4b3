import type { Backlog } from "@contract/backlog";
import { ArrowLeft, Play } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { BACKLOG_MESSAGES } from "./backlog-messages";

/** The backlog screen's top: back to the sprint, the title, 'Start sprint' (owner, planning) and who may plan. */
export function BacklogHeader({
  sprintId,
  sprintName,
  backlog,
  onStart,
}: {
  sprintId: number;
  sprintName: string;
  backlog: Backlog;
  onStart: () => void;
}) {
  const t = useT();
  const canStart = backlog.canPlan && backlog.status === "planning" && !backlog.started;
  return (
    <div className="grid gap-2">
      <Link
        to={`/sprints/${sprintId}`}
        className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {sprintName}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold break-words">
          {t({ id: "backlog.header.title", defaultMessage: "Backlog & planning" })}
        </h1>
        {canStart && (
          <Button onClick={onStart} disabled={backlog.stats.plannedTasks === 0}>
            <Play aria-hidden="true" /> {t(BACKLOG_MESSAGES.startSprint)}
          </Button>
        )}
      </div>
      {!backlog.canPlan && (
        <p className="text-sm text-muted-foreground">
          {backlog.status === "completed"
            ? t({
                id: "backlog.header.completed",
                defaultMessage: "This sprint is completed; its plan is read-only.",
              })
            : t({
                id: "backlog.header.readOnly",
                defaultMessage: "Only the sprint owner plans this sprint; you can read its backlog.",
              })}
        </p>
      )}
      {backlog.started && (
        <p className="text-sm text-muted-foreground">
          {t({
            id: "backlog.header.started",
            defaultMessage: "Started: tasks added now show as scope change.",
          })}
        </p>
      )}
    </div>
  );
}
