import { sql } from "drizzle-orm";
import type { ActivityVia } from "../../../contract/activity.ts";
import { canonicalLink, type LinkType, linkTypeFrom, type StoredLinkType } from "../../../contract/links.ts";
import type { DbOrTx } from "../../db/client.ts";
import { taskLinks } from "../../db/schema.ts";
import { recordTaskActivity } from "../activity/record.ts";

/** Links per INSERT statement (an import never holds the event loop long, product rules §30). */
const CHUNK = 400;

/**
 * Writes links between tasks an import just created (product rules §30, §36), by their new ids:
 * canonical direction, no self-links, no duplicates, and no blocking cycle (a link that would close
 * one is dropped and counted). One INSERT and one history statement per chunk. Returns how many were
 * written and dropped.
 */
export async function writeImportedLinks(
  db: DbOrTx,
  links: readonly { type: StoredLinkType; sourceTaskId: number; targetTaskId: number }[],
  actor: { userId: number; via: ActivityVia },
): Promise<{ written: number; cycles: number }> {
  const seen = new Set<string>();
  const kept: { type: StoredLinkType; sourceTaskId: number; targetTaskId: number }[] = [];
  const blocks = new Map<number, number[]>();
  const reaches = (from: number, to: number) => {
    const stack = [from];
    const visited = new Set<number>();
    while (stack.length > 0) {
      const at = stack.pop()!;
      if (at === to) return true;
      if (visited.has(at)) continue;
      visited.add(at);
      stack.push(...(blocks.get(at) ?? []));
    }
    return false;
  };
  let cycles = 0;
  for (const raw of links) {
    if (raw.sourceTaskId === raw.targetTaskId) continue;
    const link = canonicalLink(raw.sourceTaskId, raw.type as LinkType, raw.targetTaskId);
    const id = `${link.type}:${link.sourceTaskId}:${link.targetTaskId}`;
    if (seen.has(id)) continue;
    if (link.type === "blocks") {
      if (reaches(link.targetTaskId, link.sourceTaskId)) {
        cycles += 1;
        continue;
      }
      blocks.set(link.sourceTaskId, [...(blocks.get(link.sourceTaskId) ?? []), link.targetTaskId]);
    }
    seen.add(id);
    kept.push(link);
  }
  for (let i = 0; i < kept.length; i += CHUNK) {
    const chunk = kept.slice(i, i + CHUNK);
    await db.execute(sql`
      insert into ${taskLinks} (source_task_id, target_task_id, type, created_by)
      select v.s, v.t, v.type, ${actor.userId}::int
      from jsonb_to_recordset(${JSON.stringify(chunk.map((l) => ({ s: l.sourceTaskId, t: l.targetTaskId, type: l.type })))}::jsonb)
        as v(s int, t int, type text)
      on conflict do nothing`);
    const entry = (l: (typeof chunk)[number], taskId: number, otherId: number) => ({
      taskId,
      actorId: actor.userId,
      via: actor.via,
      kind: "link" as const,
      changes: [
        { field: "link" as const, from: null, to: { type: linkTypeFrom(l, taskId), taskId: otherId } },
      ],
    });
    await recordTaskActivity(
      db,
      chunk.flatMap((l) => [
        entry(l, l.sourceTaskId, l.targetTaskId),
        entry(l, l.targetTaskId, l.sourceTaskId),
      ]),
    );
  }
  return { written: kept.length, cycles };
}
