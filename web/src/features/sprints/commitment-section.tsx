import type { ScopeChange } from "@contract/backlog";
import { useQuery } from "@tanstack/react-query";
import { commitmentQuery } from "@/api/backlog";
import { CardError } from "@/components/feedback/load-failure";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { plural } from "@/lib/plural";
import { useBacklogRealtime } from "@/realtime/use-backlog-realtime";

const pointsText = (p: number | "?" | null) =>
  p === null ? "not estimated" : p === "?" ? "? pts" : plural(p, "pt", "pts");

function ScopeChangeList({ changes }: { changes: ScopeChange[] }) {
  return (
    <ul className="grid gap-1 text-sm" data-testid="scope-changes">
      {changes.map((c) => (
        <li key={c.id} className="flex min-w-0 flex-wrap items-center gap-2">
          <Badge
            className={
              c.kind === "added"
                ? "border-transparent bg-amber-100 text-amber-900"
                : "border-transparent bg-muted"
            }
          >
            {c.kind === "added" ? "Added" : "Removed"}
          </Badge>
          <span className="min-w-0 break-words">{c.title}</span>
          <span className="text-muted-foreground">
            ({pointsText(c.storyPoints)}, {formatDate(c.at)})
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A started sprint's commitment (product rules §21): the tasks, points and goals recorded at the
 * start, and the scope changes since. Nothing before the start.
 */
export function CommitmentSection({ sprintId }: { sprintId: number }) {
  const query = useQuery(commitmentQuery(sprintId));
  useBacklogRealtime(sprintId);
  if (query.isPending) return null;
  if (query.isError)
    return (
      <CardError
        error={query.error}
        message="The commitment could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  const { commitment, scopeChanges } = query.data;
  if (!commitment) return null;
  return (
    <Card data-testid="sprint-commitment">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>
            <h2>Commitment</h2>
          </CardTitle>
          {scopeChanges.length > 0 && (
            <Badge
              className="border-transparent bg-amber-100 text-amber-900"
              data-testid="scope-change-count"
            >
              Scope change: {scopeChanges.length}
            </Badge>
          )}
        </div>
        <CardDescription>
          {`${plural(commitment.taskCount, "task", "tasks")} · ${plural(commitment.points, "pt", "pts")} committed on ${formatDate(commitment.committedAt)}`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {commitment.goals.length > 0 && (
          <div className="grid gap-1">
            <h3 className="text-sm font-medium">Goals at the start</h3>
            <ul className="list-disc pl-5 text-sm">
              {commitment.goals.map((g) => (
                <li key={g} className="break-words">
                  {g}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="grid gap-1">
          <h3 className="text-sm font-medium">Committed tasks</h3>
          <ul className="grid gap-1 text-sm" data-testid="committed-tasks">
            {commitment.tasks.map((t) => (
              <li key={t.id} className="flex min-w-0 flex-wrap gap-2">
                <span className="min-w-0 break-words">{t.title}</span>
                <span className="text-muted-foreground">
                  {t.project.name} · {pointsText(t.storyPoints)}
                </span>
              </li>
            ))}
          </ul>
        </div>
        {scopeChanges.length > 0 && (
          <div className="grid gap-1">
            <h3 className="text-sm font-medium">Scope changes since the start</h3>
            <ScopeChangeList changes={scopeChanges} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
