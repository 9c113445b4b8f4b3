import { and, count, eq, isNull } from "drizzle-orm";
import type { CreateCard, MakeTask, RetroCard, UpdateCard } from "../../../contract/ceremonies.ts";
import type { Locale } from "../../../contract/locales.ts";
import { retroCards, retroVotes } from "../../db/schema.ts";
import { serverT } from "../../i18n/index.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, forbidden } from "../../platform/errors.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { makeCeremonyTask } from "./ceremony-tasks.ts";
import { publishRetro } from "./retro.service.ts";
import { loadCards, loadVisibleCard, loadVisibleRetro } from "./retro-queries.ts";

/** One card as `userId` sees it, after a change. */
async function cardAsSeen(ctx: AppContext, userId: number, cardId: number): Promise<RetroCard> {
  const { retro } = await loadVisibleCard(ctx.db, userId, cardId);
  const [card] = await loadCards(ctx.db, userId, retro, eq(retroCards.id, cardId));
  return card!;
}

/**
 * Adds a card to a column; anyone who takes part in the sprint (404 otherwise). Under the retro
 * row's lock, which saveRetro takes too: the anonymity the card is posted (and announced) under is
 * the retro's until the card is in, so switching it off cannot slip past a card posted as anonymous.
 */
export async function createCard(
  ctx: AppContext,
  userId: number,
  retroId: number,
  input: CreateCard,
  origin: EventOrigin,
): Promise<RetroCard> {
  const { retro, cardId } = await ctx.db.transaction(async (tx) => {
    const { retro } = await loadVisibleRetro(tx, userId, retroId, true);
    if (input.column >= retro.columns.length)
      throw badRequest("Column must be one of the retro's columns", "RETRO_COLUMN_INVALID");
    const [card] = await tx
      .insert(retroCards)
      .values({ retroId: retro.id, column: input.column, text: input.text, authorId: userId })
      .returning({ id: retroCards.id });
    return { retro, cardId: card!.id };
  });
  await publishRetro(ctx, "retro_card_added", retro, cardId, origin);
  return cardAsSeen(ctx, userId, cardId);
}

/** Changes a card's text (its author only) or group (the sprint owner only). */
export async function updateCard(
  ctx: AppContext,
  userId: number,
  cardId: number,
  input: UpdateCard,
  origin: EventOrigin,
): Promise<RetroCard> {
  const retro = await ctx.db.transaction(async (tx) => {
    const { card, retro, ownerId } = await loadVisibleCard(tx, userId, cardId, true);
    if (input.text !== undefined && card.authorId !== userId)
      throw forbidden("Only the card's author can edit its text", "RETRO_CARD_AUTHOR_ONLY");
    if (input.groupId !== undefined && ownerId !== userId)
      throw forbidden("Only the sprint owner can group cards", "RETRO_GROUP_OWNER_ONLY");
    if (input.groupId != null) {
      if (input.groupId === card.id)
        throw badRequest("A card cannot be grouped under itself", "RETRO_GROUP_SELF");
      const [target] = await tx
        .select()
        .from(retroCards)
        .where(and(eq(retroCards.id, input.groupId), eq(retroCards.retroId, retro.id)));
      if (!target) throw badRequest("Group under a card of the same retro", "RETRO_GROUP_OTHER_RETRO");
      if (target.groupId !== null)
        throw badRequest("Group under a card that is not itself grouped", "RETRO_GROUP_NESTED");
      const [children] = await tx
        .select({ n: count() })
        .from(retroCards)
        .where(eq(retroCards.groupId, card.id));
      if ((children?.n ?? 0) > 0)
        throw badRequest("A card with grouped cards cannot be grouped", "RETRO_GROUP_HAS_CHILDREN");
    }
    await tx
      .update(retroCards)
      .set({ text: input.text, groupId: input.groupId, updatedAt: new Date() })
      .where(eq(retroCards.id, card.id));
    return retro;
  });
  await publishRetro(ctx, "retro_card_updated", retro, cardId, origin);
  return cardAsSeen(ctx, userId, cardId);
}

/** Deletes a card: its author or the sprint owner. */
export async function deleteCard(ctx: AppContext, userId: number, cardId: number, origin: EventOrigin) {
  const retro = await ctx.db.transaction(async (tx) => {
    const { card, retro, ownerId } = await loadVisibleCard(tx, userId, cardId, true);
    if (card.authorId !== userId && ownerId !== userId)
      throw forbidden(
        "Only the card's author or the sprint owner can delete it",
        "RETRO_CARD_DELETE_FORBIDDEN",
      );
    await tx.delete(retroCards).where(eq(retroCards.id, card.id));
    return retro;
  });
  await publishRetro(ctx, "retro_card_deleted", retro, cardId, origin);
}

/**
 * Puts the user's dot on a card (once per card; again is no change). Counted under the retro row's
 * lock, so concurrent votes cannot pass the per-person limit.
 */
export async function voteCard(
  ctx: AppContext,
  userId: number,
  cardId: number,
  vote: boolean,
  origin: EventOrigin,
): Promise<RetroCard> {
  const retro = await ctx.db.transaction(async (tx) => {
    const { card, retro } = await loadVisibleCard(tx, userId, cardId, true);
    if (!vote) {
      await tx.delete(retroVotes).where(and(eq(retroVotes.cardId, card.id), eq(retroVotes.userId, userId)));
      return retro;
    }
    const mine = await tx
      .select({ cardId: retroVotes.cardId })
      .from(retroVotes)
      .where(and(eq(retroVotes.retroId, retro.id), eq(retroVotes.userId, userId)));
    if (mine.some((v) => v.cardId === card.id)) return retro;
    if (mine.length >= retro.voteLimit)
      throw badRequest(`You have used all ${retro.voteLimit} votes`, "RETRO_VOTES_USED", {
        limit: retro.voteLimit,
      });
    await tx.insert(retroVotes).values({ cardId: card.id, retroId: retro.id, userId });
    return retro;
  });
  await publishRetro(ctx, "retro_card_updated", retro, cardId, origin);
  return cardAsSeen(ctx, userId, cardId);
}

/**
 * Turns a card into an action item: a task with an owner (required) in a project of the sprint;
 * the sprint owner only, once per card. Its description is written in the owner's language
 * (`locale`, issue 32): from then on it is the task's text, edited like any other.
 */
export async function cardToTask(
  ctx: AppContext,
  userId: number,
  cardId: number,
  input: MakeTask,
  origin: EventOrigin,
  locale: Locale,
): Promise<RetroCard> {
  const { card, retro, ownerId } = await loadVisibleCard(ctx.db, userId, cardId);
  if (ownerId !== userId)
    throw forbidden("Only the sprint owner can turn a card into a task", "RETRO_TASK_OWNER_ONLY");
  if (input.assignedTo === undefined)
    throw badRequest("An action item needs an owner", "RETRO_ACTION_NEEDS_OWNER");
  if (card.taskId !== null) throw badRequest("This card is already a task", "RETRO_CARD_ALREADY_TASK");
  await makeCeremonyTask(
    ctx,
    userId,
    { sprintId: retro.sprintId, projectId: input.projectId, assignedTo: input.assignedTo },
    {
      title: card.text,
      description: serverT(locale, "retro.actionItem.description", {
        column: retro.columns[card.column] ?? "",
      }),
    },
    origin,
    {
      run: async (tx, taskId) =>
        (
          await tx
            .update(retroCards)
            .set({ taskId })
            .where(and(eq(retroCards.id, card.id), isNull(retroCards.taskId)))
            .returning({ id: retroCards.id })
        ).length === 1,
      taken: "This card is already a task",
    },
  );
  await publishRetro(ctx, "retro_card_updated", retro, cardId, origin);
  return cardAsSeen(ctx, userId, cardId);
}
