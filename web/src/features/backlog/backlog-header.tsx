import type { Backlog } from "@contract/backlog";
import { ArrowLeft, Play } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

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
  const canStart = backlog.canPlan && backlog.status === "planning" && !backlog.started;
  return (
    <div className="grid gap-2">
      <Link
        to={`/sprints/${sprintId}`}
        className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {sprintName}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold break-words">Backlog &amp; planning</h1>
        {canStart && (
          <Button onClick={onStart} disabled={backlog.stats.plannedTasks === 0}>
            <Play aria-hidden="true" /> Start sprint
          </Button>
        )}
      </div>
      {!backlog.canPlan && (
        <p className="text-sm text-muted-foreground">
          {backlog.status === "completed"
            ? "This sprint is completed; its plan is read-only."
            : "Only the sprint owner plans this sprint; you can read its backlog."}
        </p>
      )}
      {backlog.started && (
        <p className="text-sm text-muted-foreground">Started: tasks added now show as scope change.</p>
      )}
    </div>
  );
}
