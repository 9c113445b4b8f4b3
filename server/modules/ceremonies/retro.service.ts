import { count, eq } from "drizzle-orm";
import { DEFAULT_VOTE_LIMIT, type Retro, type SaveRetro } from "../../../contract/ceremonies.ts";
import type { DbOrTx } from "../../db/client.ts";
import { retroCards, retros } from "../../db/schema.ts";
import { loadOwnedSprint } from "../../platform/access.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { loadCeremonySprint, participantIds } from "./ceremony-access.ts";
import { loadCards, previousActions } from "./retro-queries.ts";
import { templatesOf } from "./templates.service.ts";

/** The retro event types (query-key root "retro"). */
export type RetroEventType =
  | "retro_card_added"
  | "retro_card_updated"
  | "retro_card_deleted"
  | "retro_updated";

/**
 * Tells the sprint's participants (one query for the ids) that its retro changed. Call after commit.
 * In an anonymous retro the event names no actor and no tab, so it cannot reveal a card's author.
 */
export async function publishRetro(
  ctx: AppContext,
  type: RetroEventType,
  retro: { sprintId: number; anonymous: boolean },
  cardId: number | null,
  origin: EventOrigin,
): Promise<void> {
  const userIds = await participantIds(ctx.db, retro.sprintId);
  const from = retro.anonymous ? { actorId: null, originClientId: null } : origin;
  ctx.realtime.publish({ type, projectId: null, ...from, userIds, sprintId: retro.sprintId, cardId });
}

/**
 * The retro of a sprint the user takes part in (404 otherwise): its cards as the reader may see
 * them, the reader's dots left, and the previous retro's actions. Before the owner opens it, the
 * template's columns and no cards.
 */
export async function getRetro(db: DbOrTx, userId: number, sprintId: number): Promise<Retro> {
  const sprint = await loadCeremonySprint(db, userId, sprintId);
  const [retro] = await db.select().from(retros).where(eq(retros.sprintId, sprint.id));
  const canManage = sprint.ownerId === userId;
  const previous = await previousActions(db, userId, sprint);
  if (!retro) {
    const { retroColumns } = await templatesOf(db, sprint.id);
    return {
      id: null,
      sprintId: sprint.id,
      columns: retroColumns,
      anonymous: false,
      voteLimit: DEFAULT_VOTE_LIMIT,
      votesLeft: DEFAULT_VOTE_LIMIT,
      cards: [],
      previousActions: previous,
      canManage,
    };
  }
  const cards = await loadCards(db, userId, retro);
  const used = cards.filter((c) => c.myVote).length;
  return {
    id: retro.id,
    sprintId: sprint.id,
    columns: retro.columns,
    anonymous: retro.anonymous,
    voteLimit: retro.voteLimit,
    votesLeft: Math.max(0, retro.voteLimit - used),
    cards,
    previousActions: previous,
    canManage,
  };
}

/**
 * Opens the sprint's retro with the template's columns, or changes its anonymity and vote limit;
 * the sprint owner only. Anonymity cannot be turned off once a card exists (its author was
 * promised anonymity).
 */
export async function saveRetro(
  ctx: AppContext,
  userId: number,
  sprintId: number,
  input: SaveRetro,
  origin: EventOrigin,
): Promise<Retro> {
  const anonymous = await ctx.db.transaction(async (tx) => {
    const sprint = await loadOwnedSprint(tx, userId, sprintId);
    const [existing] = await tx.select().from(retros).where(eq(retros.sprintId, sprint.id)).for("update");
    if (!existing) {
      const { retroColumns } = await templatesOf(tx, sprint.id);
      await tx
        .insert(retros)
        .values({
          sprintId: sprint.id,
          columns: retroColumns,
          anonymous: input.anonymous ?? false,
          voteLimit: input.voteLimit ?? DEFAULT_VOTE_LIMIT,
        })
        .onConflictDoNothing();
      return input.anonymous ?? false;
    }
    if (existing.anonymous && input.anonymous === false) {
      const [cards] = await tx
        .select({ n: count() })
        .from(retroCards)
        .where(eq(retroCards.retroId, existing.id));
      if ((cards?.n ?? 0) > 0)
        throw badRequest("Anonymity cannot be turned off once cards exist", "RETRO_ANONYMITY_LOCKED");
    }
    await tx
      .update(retros)
      .set({ anonymous: input.anonymous, voteLimit: input.voteLimit, updatedAt: new Date() })
      .where(eq(retros.id, existing.id));
    return input.anonymous ?? existing.anonymous;
  });
  await publishRetro(ctx, "retro_updated", { sprintId, anonymous }, null, origin);
  return getRetro(ctx.db, userId, sprintId);
}
