import { desc, inArray } from "drizzle-orm";
import type { Locale } from "../../../contract/locales.ts";
import type { RepositoryDeliverySummary } from "../../../contract/repositories.ts";
import type { DbOrTx } from "../../db/client.ts";
import { type DeliveryNote, type IgnoredReason, repositoryDeliveries } from "../../db/schema.ts";
import { columnName } from "../../i18n/columns.ts";
import { type ServerMessageKey, serverT } from "../../i18n/index.ts";

/*
 * A delivery's summary (product rules §34 'Last delivery', issue 32): stored as notes, each a kind
 * and its values, in no language, and worded when it is read, in its reader's language. A summary
 * stored as English words before (no notes) is shown as it was stored.
 */

const IGNORED_KEYS: Record<IgnoredReason["kind"], ServerMessageKey> = {
  noRepository: "repository.delivery.ignored.noRepository",
  noProject: "repository.delivery.ignored.noProject",
  noPullRequestNumber: "repository.delivery.ignored.noPullRequestNumber",
  noMergeRequestIid: "repository.delivery.ignored.noMergeRequestIid",
  eventNotUsed: "repository.delivery.ignored.eventNotUsed",
};

/** One note in `locale`. */
export function wordNote(locale: Locale, note: DeliveryNote): string {
  const t = (key: ServerMessageKey, values?: Record<string, string | number>) => serverT(locale, key, values);
  switch (note.kind) {
    case "duplicate":
      return t("repository.delivery.duplicate");
    case "ignored": {
      const reason = note.reason;
      const event = reason.kind === "eventNotUsed" ? reason.event : "";
      return t("repository.delivery.ignored", { reason: t(IGNORED_KEYS[reason.kind], { event }) });
    }
    case "otherRepository":
      return t("repository.delivery.ignored", {
        reason: t("repository.delivery.ignored.otherRepository", {
          repository: note.repository,
          connected: note.connected,
        }),
      });
    case "tagPushed":
      return t("repository.delivery.ignored", { reason: t("repository.delivery.ignored.tag") });
    case "checksNoCommit":
      return t("repository.delivery.ignored", { reason: t("repository.delivery.ignored.noCommit") });
    case "branchDeleted":
      return t("repository.delivery.branchDeleted", { branch: note.branch });
    case "pushLinked":
      return t("repository.delivery.pushLinked", { branches: note.branches, commits: note.commits });
    case "partlyRead":
      return t(
        note.list === "commits"
          ? "repository.delivery.partlyRead.commits"
          : "repository.delivery.partlyRead.pullRequests",
        { read: note.read, named: note.named },
      );
    case "pullRequestLinked":
      return t("repository.delivery.pullRequestLinked", { number: note.number, tasks: note.tasks });
    case "checksUpdated":
      return t("repository.delivery.checksUpdated", { pullRequests: note.pullRequests });
    case "columnGone":
      return t("repository.delivery.columnGone", { task: note.task, column: note.column });
    case "notMoved":
      return t("repository.delivery.notMoved", { task: note.task, reason: note.reason });
    case "moved": {
      const values = { task: note.task, column: columnName(locale, note.column) };
      return note.wip
        ? t("repository.delivery.movedOverWip", { ...values, ...note.wip })
        : t("repository.delivery.moved", values);
    }
  }
}

/** A delivery's summary in `locale`: its notes worded, or the words stored before notes existed. */
export function wordDelivery(locale: Locale, notes: readonly DeliveryNote[] | null, stored: string): string {
  if (!notes) return stored;
  return notes.map((note) => wordNote(locale, note)).join(serverT(locale, "repository.delivery.separator"));
}

/** The last delivery of each connection, worded in `locale`, in one statement. */
export async function lastDeliveries(
  db: DbOrTx,
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, RepositoryDeliverySummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([repositoryDeliveries.connectionId], {
      connectionId: repositoryDeliveries.connectionId,
      event: repositoryDeliveries.event,
      receivedAt: repositoryDeliveries.receivedAt,
      summary: repositoryDeliveries.summary,
      content: repositoryDeliveries.content,
    })
    .from(repositoryDeliveries)
    .where(inArray(repositoryDeliveries.connectionId, [...ids]))
    .orderBy(repositoryDeliveries.connectionId, desc(repositoryDeliveries.id));
  return new Map(
    rows.map((r) => [
      r.connectionId,
      {
        event: r.event,
        receivedAt: r.receivedAt.toISOString(),
        summary: wordDelivery(locale, r.content, r.summary),
      },
    ]),
  );
}
