import type { BacklogItem } from "@contract/backlog";
import { TaskTypeIcon } from "@/components/task-type-icon";
import { defineMessages, useT } from "@/i18n";

const MESSAGES = defineMessages({
  epics: { id: "backlog.epics.heading", defaultMessage: "Epics" },
  done: { id: "backlog.epics.done", defaultMessage: "Done:" },
  points: { id: "backlog.epics.points", defaultMessage: "{count, plural, other {# pts}}" },
  progress: { id: "backlog.epics.progress", defaultMessage: "{title} progress" },
  empty: { id: "backlog.epics.empty", defaultMessage: "No tasks of this epic here." },
});

/** An epic's group of the backlog: its title, its items and how many are done. */
export type EpicGroup = { epicId: number; title: string; items: BacklogItem[]; done: number; points: number };

/** The backlog's items grouped by epic (product rules §35), epics in backlog order; items without one are left out. */
export function epicGroups(items: readonly BacklogItem[]): EpicGroup[] {
  const groups = new Map<number, EpicGroup>();
  for (const item of items) {
    if (item.epicId === null) continue;
    let group = groups.get(item.epicId);
    if (!group) {
      group = { epicId: item.epicId, title: `Epic #${item.epicId}`, items: [], done: 0, points: 0 };
      groups.set(item.epicId, group);
    }
    if (item.id === item.epicId) {
      group.title = item.title;
      continue;
    }
    group.items.push(item);
    if (item.done) group.done += 1;
    if (typeof item.storyPoints === "number") group.points += item.storyPoints;
  }
  return [...groups.values()];
}

/**
 * The backlog's epics as collapsible groups with their progress (product rules §35): each epic's
 * tasks and sub-tasks in this backlog, done/total and their points. The ranked list below stays the
 * place to plan and rank. Nothing when no task of the backlog has an epic.
 */
export function BacklogEpics({ items }: { items: readonly BacklogItem[] }) {
  const t = useT();
  const groups = epicGroups(items);
  if (groups.length === 0) return null;
  return (
    <section aria-label={t(MESSAGES.epics)} className="grid gap-2" data-testid="backlog-epics">
      <h2 className="text-sm font-semibold">{t(MESSAGES.epics)}</h2>
      {groups.map((group) => {
        const total = group.items.length;
        const percent = total === 0 ? 0 : Math.round((group.done / total) * 100);
        return (
          <details key={group.epicId} className="rounded-md border bg-card p-3" data-testid="backlog-epic">
            <summary className="flex cursor-pointer items-center gap-2 text-sm">
              <TaskTypeIcon type="epic" />
              <span className="min-w-0 flex-1 truncate font-medium" title={group.title}>
                {group.title}
              </span>
              <span className="tabular-nums text-muted-foreground">
                <span className="sr-only">{`${t(MESSAGES.done)} `}</span>
                {group.done}/{total}
                {group.points > 0 && ` · ${t(MESSAGES.points, { count: group.points })}`}
              </span>
              <span
                className="h-1.5 w-24 overflow-hidden rounded-full bg-muted"
                role="progressbar"
                aria-label={t(MESSAGES.progress, { title: group.title })}
                aria-valuenow={percent}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <span className="block h-full bg-emerald-500" style={{ width: `${percent}%` }} />
              </span>
            </summary>
            <ul className="mt-2 grid gap-1 text-sm">
              {group.items.map((item) => (
                <li key={item.id} className="flex items-center gap-1.5">
                  <TaskTypeIcon type={item.type} />
                  <span className={item.done ? "truncate line-through" : "truncate"} title={item.title}>
                    {item.title}
                  </span>
                </li>
              ))}
              {total === 0 && <li className="text-muted-foreground">{t(MESSAGES.empty)}</li>}
            </ul>
          </details>
        );
      })}
    </section>
  );
}
