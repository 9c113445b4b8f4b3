import type { ScopeChange } from "@contract/backlog";
import { useQuery } from "@tanstack/react-query";
import { commitmentQuery } from "@/api/backlog";
import { CardError } from "@/components/feedback/load-failure";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { COMMON, defineMessages, type Translate, useT } from "@/i18n";
import { formatDate } from "@/lib/format";
import { useBacklogRealtime } from "@/realtime/use-backlog-realtime";

const MESSAGES = defineMessages({
  notEstimated: { id: "sprints.commitment.notEstimated", defaultMessage: "not estimated" },
  unsurePoints: { id: "sprints.commitment.unsurePoints", defaultMessage: "? pts" },
  points: { id: "sprints.commitment.points", defaultMessage: "{count, plural, one {# pt} other {# pts}}" },
  added: { id: "sprints.commitment.added", defaultMessage: "Added" },
  removed: { id: "sprints.commitment.removed", defaultMessage: "Removed" },
  change: { id: "sprints.commitment.change", defaultMessage: "({points}, {date})" },
});

const pointsText = (t: Translate, p: number | "?" | null) =>
  p === null
    ? t(MESSAGES.notEstimated)
    : p === "?"
      ? t(MESSAGES.unsurePoints)
      : t(MESSAGES.points, { count: p });

function ScopeChangeList({ changes }: { changes: ScopeChange[] }) {
  const t = useT();
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
            {c.kind === "added" ? t(MESSAGES.added) : t(MESSAGES.removed)}
          </Badge>
          <span className="min-w-0 break-words">{c.title}</span>
          <span className="text-muted-foreground">
            {t(MESSAGES.change, {
              points: pointsText(t, c.storyPoints),
              date: formatDate(c.at, t(COMMON.noDate)),
            })}
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
  const t = useT();
  const query = useQuery(commitmentQuery(sprintId));
  useBacklogRealtime(sprintId);
  if (query.isPending) return null;
  if (query.isError)
    return (
      <CardError
        error={query.error}
        message={t({
          id: "sprints.commitment.loadFailed",
          defaultMessage: "The commitment could not be loaded.",
        })}
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
            <h2>{t({ id: "sprints.commitment.heading", defaultMessage: "Commitment" })}</h2>
          </CardTitle>
          {scopeChanges.length > 0 && (
            <Badge
              className="border-transparent bg-amber-100 text-amber-900"
              data-testid="scope-change-count"
            >
              {t(
                { id: "sprints.commitment.scopeChangeCount", defaultMessage: "Scope change: {count}" },
                { count: scopeChanges.length },
              )}
            </Badge>
          )}
        </div>
        <CardDescription>
          {t(
            {
              id: "sprints.commitment.summary",
              defaultMessage:
                "{tasks, plural, one {# task} other {# tasks}} · {points, plural, one {# pt} other {# pts}} committed on {date}",
            },
            {
              tasks: commitment.taskCount,
              points: commitment.points,
              date: formatDate(commitment.committedAt, t(COMMON.noDate)),
            },
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {commitment.goals.length > 0 && (
          <div className="grid gap-1">
            <h3 className="text-sm font-medium">
              {t({ id: "sprints.commitment.goals", defaultMessage: "Goals at the start" })}
            </h3>
            <ul className="list-disc ps-5 text-sm">
              {commitment.goals.map((g) => (
                <li key={g} className="break-words">
                  {g}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="grid gap-1">
          <h3 className="text-sm font-medium">
            {t({ id: "sprints.commitment.tasks", defaultMessage: "Committed tasks" })}
          </h3>
          <ul className="grid gap-1 text-sm" data-testid="committed-tasks">
            {commitment.tasks.map((task) => (
              <li key={task.id} className="flex min-w-0 flex-wrap gap-2">
                <span className="min-w-0 break-words">{task.title}</span>
                <span className="text-muted-foreground">
                  {task.project.name} · {pointsText(t, task.storyPoints)}
                </span>
              </li>
            ))}
          </ul>
        </div>
        {scopeChanges.length > 0 && (
          <div className="grid gap-1">
            <h3 className="text-sm font-medium">
              {t({ id: "sprints.commitment.scopeChanges", defaultMessage: "Scope changes since the start" })}
            </h3>
            <ScopeChangeList changes={scopeChanges} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
