import type { ActivityItem } from "@contract/activity";
import type { Comment } from "@contract/comments";
import type { BoardColumn } from "@contract/tasks";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { invalidateTaskActivity, taskActivityQuery } from "@/api/activity";
import { checklistQuery } from "@/api/checklists";
import { commentsQuery } from "@/api/comments";
import { ACTIVITY_MESSAGES, ActivityEntry, When } from "@/components/activity/activity-entry";
import { CardError } from "@/components/feedback/load-failure";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { UserAvatar } from "@/components/user-avatar";
import { defineMessages, type MessageDescriptor, useT } from "@/i18n";
import type { ActivityWords } from "@/lib/activity-text";
import { displayName } from "@/lib/user";

/** Which part of the timeline shows. */
type View = "all" | "comments" | "history";

const MESSAGES = defineMessages({
  all: { id: "activity.task.all", defaultMessage: "All" },
  comments: { id: "activity.task.comments", defaultMessage: "Comments" },
  history: { id: "activity.task.history", defaultMessage: "History" },
  replied: { id: "activity.task.replied", defaultMessage: "<b>{name}</b> <muted>replied</muted>" },
  commented: { id: "activity.task.commented", defaultMessage: "<b>{name}</b> <muted>commented</muted>" },
  attached: { id: "activity.task.attached", defaultMessage: "Attached: {names}" },
  noComments: { id: "activity.task.noComments", defaultMessage: "No comments yet." },
  empty: { id: "activity.task.empty", defaultMessage: "No activity yet." },
  list: { id: "activity.task.list", defaultMessage: "Activity" },
  heading: { id: "activity.task.heading", defaultMessage: "Activity" },
  views: { id: "activity.task.views", defaultMessage: "Show in the activity" },
});

const VIEWS: readonly { value: View; label: MessageDescriptor }[] = [
  { value: "all", label: MESSAGES.all },
  { value: "comments", label: MESSAGES.comments },
  { value: "history", label: MESSAGES.history },
];

type Row = { at: string; key: string } & ({ comment: Comment } | { entry: ActivityItem });

/** Every comment and reply of the threads, flat. */
const flatten = (threads: Comment[]) => threads.flatMap((c) => [c, ...c.replies]);

/** A comment in the timeline, read-only (the Comments dialog edits and replies). */
function CommentRow({ comment }: { comment: Comment }) {
  const t = useT();
  return (
    <li className="flex gap-3" data-testid="activity-comment">
      <UserAvatar user={comment.user} className="size-7 border-0" />
      <div className="min-w-0 flex-1 text-sm">
        <p>
          {t.rich(comment.parentId ? MESSAGES.replied : MESSAGES.commented, {
            name: displayName(comment.user),
            b: (chunks) => (
              <span key="b" className="font-medium">
                {chunks}
              </span>
            ),
            muted: (chunks) => (
              <span key="muted" className="text-muted-foreground">
                {chunks}
              </span>
            ),
          })}
        </p>
        <p className="mt-0.5 rounded-md bg-muted/50 px-2 py-1 break-words whitespace-pre-wrap">
          {comment.content}
        </p>
        {comment.attachments.length > 0 && (
          <p className="mt-0.5 text-xs text-muted-foreground">
            {t(MESSAGES.attached, { names: comment.attachments.map((a) => a.name).join(", ") })}
          </p>
        )}
        <When iso={comment.createdAt} />
      </div>
    </li>
  );
}

/**
 * The task dialog's Activity (product rules §32): comments and history in one timeline, newest first,
 * with All / Comments / History; history loads a page at a time ('Load more'). It reloads when the
 * task, its comments or its checklist change in this tab (others' changes arrive by the socket).
 */
export function TaskActivity({
  taskId,
  updatedAt,
  columns,
}: {
  taskId: number;
  updatedAt: string;
  columns: readonly BoardColumn[];
}) {
  const t = useT();
  const [view, setView] = useState<View>("all");
  const queryClient = useQueryClient();
  const history = useInfiniteQuery(taskActivityQuery(taskId));
  const comments = useQuery(commentsQuery(taskId));
  const checklist = useQuery(checklistQuery(taskId));
  const commentsAt = comments.dataUpdatedAt;
  const checklistAt = checklist.dataUpdatedAt;
  // Our own edits are not echoed by the socket: a newer task, comment list or checklist means new
  // history. What was first seen (or first loaded) is no change.
  const seen = useRef({ updatedAt, commentsAt, checklistAt });
  useEffect(() => {
    const before = seen.current;
    const changed =
      before.updatedAt !== updatedAt ||
      (before.commentsAt !== 0 && before.commentsAt !== commentsAt) ||
      (before.checklistAt !== 0 && before.checklistAt !== checklistAt);
    seen.current = { updatedAt, commentsAt, checklistAt };
    if (changed) invalidateTaskActivity(queryClient, taskId);
  }, [queryClient, taskId, updatedAt, commentsAt, checklistAt]);

  const pages = history.data?.pages ?? [];
  const words: ActivityWords = useMemo(
    () => ({
      columns: new Map(columns.map((c) => [c.id, c.title])),
      people: pages.flatMap((p) => p.people),
      subject: t(ACTIVITY_MESSAGES.subject),
    }),
    [columns, pages, t],
  );
  const entries = pages.flatMap((p) => p.items);
  const oldest = history.hasNextPage ? entries[entries.length - 1]?.at : undefined;

  const rows: Row[] = [];
  if (view !== "history") {
    for (const comment of flatten(comments.data ?? [])) {
      // While older history is not loaded yet, older comments wait with it (one consistent timeline).
      if (view === "all" && oldest && comment.createdAt < oldest) continue;
      rows.push({ at: comment.createdAt, key: `c${comment.id}`, comment });
    }
  }
  if (view !== "comments") {
    for (const entry of entries) {
      // In All the comment itself stands for its 'commented' entry.
      if (view === "all" && entry.kind === "commented") continue;
      rows.push({ at: entry.at, key: `h${entry.id}`, entry });
    }
  }
  rows.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.key.localeCompare(a.key)));

  const isPending = (view !== "comments" && history.isPending) || (view !== "history" && comments.isPending);
  const failed =
    view !== "comments" && history.isError
      ? history
      : view !== "history" && comments.isError
        ? comments
        : null;
  const pagesLeft = view !== "comments" && history.hasNextPage;

  const body = isPending ? (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only">{t(ACTIVITY_MESSAGES.loading)}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3">
          <Skeleton className="size-7 shrink-0 rounded-full" />
          <Skeleton className="h-4 flex-1" />
        </div>
      ))}
    </div>
  ) : failed ? (
    <CardError
      error={failed.error}
      message={t(ACTIVITY_MESSAGES.loadFailed)}
      onRetry={() => void failed.refetch()}
    />
  ) : rows.length === 0 ? (
    <div className="flex flex-col items-center gap-2 py-4 text-center text-sm text-muted-foreground">
      <History aria-hidden="true" className="size-6" />
      <p>{view === "comments" ? t(MESSAGES.noComments) : t(MESSAGES.empty)}</p>
    </div>
  ) : (
    <ul className="grid gap-3" aria-label={t(MESSAGES.list)}>
      {rows.map((row) =>
        "comment" in row ? (
          <CommentRow key={row.key} comment={row.comment} />
        ) : (
          <ActivityEntry key={row.key} item={row.entry} words={words} />
        ),
      )}
    </ul>
  );

  return (
    <section aria-labelledby={`task-activity-${taskId}`} className="grid gap-3 border-t pt-4">
      <Tabs value={view} onValueChange={(v) => setView(v as View)}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`task-activity-${taskId}`} className="text-sm font-semibold">
            {t(MESSAGES.heading)}
          </h3>
          <TabsList aria-label={t(MESSAGES.views)}>
            {VIEWS.map((v) => (
              <TabsTrigger key={v.value} value={v.value}>
                {t(v.label)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {VIEWS.map((v) => (
          <TabsContent key={v.value} value={v.value} className="mt-3">
            {body}
          </TabsContent>
        ))}
      </Tabs>
      {pagesLeft && !isPending && !failed && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-center"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage && <Spinner />}
          {t(ACTIVITY_MESSAGES.loadMore)}
        </Button>
      )}
    </section>
  );
}
