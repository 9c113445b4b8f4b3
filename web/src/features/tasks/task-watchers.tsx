import { useQuery } from "@tanstack/react-query";
import { EyeIcon, EyeOffIcon } from "lucide-react";
import { currentUserQuery } from "@/api/auth";
import { taskWatchersQuery, useSetWatching } from "@/api/watchers";
import { SectionStatus } from "@/components/feedback/section-status";
import { showError } from "@/components/feedback/show-error";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user-avatar";
import { defineMessages, useT } from "@/i18n";
import { displayName } from "@/lib/user";

const MESSAGES = defineMessages({
  unwatchFailed: { id: "watchers.unwatchFailed", defaultMessage: "Could not unwatch the task" },
  watchFailed: { id: "watchers.watchFailed", defaultMessage: "Could not watch the task" },
  unwatch: { id: "watchers.unwatch", defaultMessage: "Unwatch" },
  watch: { id: "watchers.watch", defaultMessage: "Watch" },
  heading: { id: "watchers.heading", defaultMessage: "Watchers" },
  loading: { id: "watchers.loading", defaultMessage: "Loading..." },
  loadFailed: { id: "watchers.loadFailed", defaultMessage: "Watchers could not be loaded" },
  list: { id: "watchers.list", defaultMessage: "Watchers: {names}" },
  none: { id: "watchers.none", defaultMessage: "No one watches this task" },
  count: { id: "watchers.count", defaultMessage: "{count} watching" },
  more: { id: "watchers.more", defaultMessage: "+{count}" },
});

/** Avatars shown before '+N'. */
const SHOWN = 5;

/**
 * The task dialog's watchers (product rules 'Watchers'): their avatars and count, and the caller's
 * Watch / Unwatch button (its label says what it does), applied at once and rolled back if the server refuses.
 */
export function TaskWatchers({ taskId, projectId }: { taskId: number; projectId: number }) {
  const t = useT();
  const watchers = useQuery(taskWatchersQuery(taskId));
  const me = useQuery(currentUserQuery).data;
  const self = me
    ? { id: me.id, firstName: me.firstName, lastName: me.lastName, profileImageUrl: me.profileImageUrl }
    : null;
  const toggle = useSetWatching(taskId, projectId, self);
  const data = watchers.data;
  const watching = data?.watching ?? false;
  const list = data?.watchers ?? [];
  const names = list.map((w) => displayName(w)).join(", ");

  const button = (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={!data}
      onClick={() =>
        toggle.mutate(!watching, {
          onError: (error) => showError(error, t(watching ? MESSAGES.unwatchFailed : MESSAGES.watchFailed)),
        })
      }
    >
      {watching ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
      {t(watching ? MESSAGES.unwatch : MESSAGES.watch)}
    </Button>
  );

  return (
    <section aria-labelledby={`task-watchers-${taskId}`} className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`task-watchers-${taskId}`} className="text-sm font-medium">
          {t(MESSAGES.heading)}
        </h3>
        {button}
      </div>
      {!watchers.isSuccess ? (
        <SectionStatus query={watchers} loading={t(MESSAGES.loading)} failed={t(MESSAGES.loadFailed)} />
      ) : (
        <div className="flex min-h-7 flex-wrap items-center gap-2" data-testid="task-watchers">
          {list.length > 0 && (
            <ul className="flex -space-x-1" aria-label={t(MESSAGES.list, { names })}>
              {list.slice(0, SHOWN).map((w) => (
                <li key={w.id}>
                  <UserAvatar user={w} className="size-7" />
                </li>
              ))}
              {list.length > SHOWN && (
                <li className="flex size-7 items-center justify-center rounded-full border-2 border-background bg-muted text-xs">
                  {t(MESSAGES.more, { count: list.length - SHOWN })}
                </li>
              )}
            </ul>
          )}
          <span className="text-sm whitespace-nowrap text-muted-foreground tabular-nums">
            {list.length === 0 ? t(MESSAGES.none) : t(MESSAGES.count, { count: list.length })}
          </span>
        </div>
      )}
    </section>
  );
}
