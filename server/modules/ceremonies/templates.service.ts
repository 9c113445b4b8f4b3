import { eq } from "drizzle-orm";
import {
  type CeremonyTemplates,
  DEFAULT_STANDUP_QUESTIONS,
  RETRO_PRESETS,
  type UpdateTemplates,
} from "../../../contract/ceremonies.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { ceremonyTemplates } from "../../db/schema.ts";
import { loadOwnedSprint } from "../../platform/access.ts";
import { loadCeremonySprint } from "./ceremony-access.ts";

/** The templates a sprint without its own uses: the default questions and the first column set. */
export const DEFAULT_TEMPLATES = {
  standupQuestions: [...DEFAULT_STANDUP_QUESTIONS],
  retroColumns: [...RETRO_PRESETS[0].columns],
};

/** A sprint's standup questions and retro columns (the defaults until the owner saves their own). */
export async function templatesOf(db: DbOrTx, sprintId: number) {
  const [row] = await db.select().from(ceremonyTemplates).where(eq(ceremonyTemplates.sprintId, sprintId));
  return row ? { standupQuestions: row.standupQuestions, retroColumns: row.retroColumns } : DEFAULT_TEMPLATES;
}

/** The templates of a sprint the user takes part in (404 otherwise). */
export async function getTemplates(db: DbOrTx, userId: number, sprintId: number): Promise<CeremonyTemplates> {
  const sprint = await loadCeremonySprint(db, userId, sprintId);
  return { sprintId, ...(await templatesOf(db, sprintId)), canManage: sprint.ownerId === userId };
}

/** Saves the fields present; the sprint owner only (404 outsider, 403 member). */
export async function updateTemplates(
  db: Db,
  userId: number,
  sprintId: number,
  input: UpdateTemplates,
): Promise<CeremonyTemplates> {
  await db.transaction(async (tx) => {
    await loadOwnedSprint(tx, userId, sprintId);
    const current = await templatesOf(tx, sprintId);
    const next = {
      standupQuestions: input.standupQuestions ?? current.standupQuestions,
      retroColumns: input.retroColumns ?? current.retroColumns,
    };
    await tx
      .insert(ceremonyTemplates)
      .values({ sprintId, ...next })
      .onConflictDoUpdate({ target: ceremonyTemplates.sprintId, set: { ...next, updatedAt: new Date() } });
  });
  return getTemplates(db, userId, sprintId);
}
