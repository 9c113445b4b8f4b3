import { and, asc, desc, eq, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { Retro, RetroCard } from "../../../contract/ceremonies.ts";
import type { DbOrTx } from "../../db/client.ts";
import { retroCards, retros, retroVotes, sprints, users } from "../../db/schema.ts";
import { sprintVisibleTo } from "../../platform/access.ts";
import { notFound } from "../../platform/errors.ts";
import { publicUserColumns } from "../users/users.service.ts";
import { linkedTasks } from "./ceremony-access.ts";

export type RetroRow = typeof retros.$inferSelect;
type CardRow = typeof retroCards.$inferSelect;

/**
 * The cards of a retro matching `where`, as `userId` sees them: the author only when the retro is
 * not anonymous (never, to anyone, when it is), the dots and the reader's own. Two queries.
 */
export async function loadCards(
  db: DbOrTx,
  userId: number,
  retro: RetroRow,
  where?: SQL,
): Promise<RetroCard[]> {
  const rows = await db
    .select({
      card: retroCards,
      author: publicUserColumns,
      votes: sql<number>`(select count(*)::int from ${retroVotes} where ${retroVotes.cardId} = ${retroCards.id})`,
      myVote: sql<boolean>`exists(select 1 from ${retroVotes} where ${retroVotes.cardId} = ${retroCards.id}
        and ${retroVotes.userId} = ${userId})`,
    })
    .from(retroCards)
    .leftJoin(users, eq(users.id, retroCards.authorId))
    .where(and(eq(retroCards.retroId, retro.id), where))
    .orderBy(asc(retroCards.id));
  const tasksById = await linkedTasks(
    db,
    userId,
    rows.map((r) => r.card.taskId),
  );
  return rows.map(({ card, author, votes, myVote }) => ({
    id: card.id,
    column: card.column,
    text: card.text,
    author: retro.anonymous || card.authorId === null ? null : author,
    mine: card.authorId === userId,
    votes: Number(votes),
    myVote: Boolean(myVote),
    groupId: card.groupId,
    task: card.taskId === null ? null : (tasksById.get(card.taskId) ?? null),
  }));
}

/**
 * The action items (cards made tasks) of the latest retro before this sprint's, among the sprint
 * owner's earlier sprints the reader may see, with their tasks' state. Three queries at most.
 */
export async function previousActions(
  db: DbOrTx,
  userId: number,
  sprint: typeof sprints.$inferSelect,
): Promise<Retro["previousActions"]> {
  const [previous] = await db
    .select({ id: retros.id })
    .from(retros)
    .innerJoin(sprints, eq(sprints.id, retros.sprintId))
    .where(
      and(
        eq(sprints.ownerId, sprint.ownerId),
        lt(sprints.createdAt, sprint.createdAt),
        sprintVisibleTo(userId),
      ),
    )
    .orderBy(desc(sprints.createdAt), desc(retros.id))
    .limit(1);
  if (!previous) return [];
  const cards = await db
    .select({ id: retroCards.id, text: retroCards.text, taskId: retroCards.taskId })
    .from(retroCards)
    .where(and(eq(retroCards.retroId, previous.id), isNotNull(retroCards.taskId)))
    .orderBy(asc(retroCards.id));
  const tasksById = await linkedTasks(
    db,
    userId,
    cards.map((c) => c.taskId),
  );
  return cards.map((c) => ({ id: c.id, text: c.text, task: tasksById.get(c.taskId!) ?? null }));
}

/**
 * A card with its retro and the sprint's owner, if the user takes part in the sprint (404
 * otherwise); `lock` locks the retro row until the transaction ends (votes are counted under it).
 */
export async function loadVisibleCard(
  db: DbOrTx,
  userId: number,
  cardId: number,
  lock = false,
): Promise<{ card: CardRow; retro: RetroRow; ownerId: number }> {
  const query = db
    .select({ card: retroCards, retro: retros, ownerId: sprints.ownerId })
    .from(retroCards)
    .innerJoin(retros, eq(retros.id, retroCards.retroId))
    .innerJoin(sprints, eq(sprints.id, retros.sprintId))
    .where(and(eq(retroCards.id, cardId), sprintVisibleTo(userId)));
  const [row] = lock ? await query.for("update", { of: retros }) : await query;
  if (!row) throw notFound("Card");
  return row;
}

/**
 * A retro with its sprint's owner, if the user takes part in the sprint (404 otherwise); `lock`
 * locks the retro row until the transaction ends (its anonymity cannot change meanwhile).
 */
export async function loadVisibleRetro(db: DbOrTx, userId: number, retroId: number, lock = false) {
  const query = db
    .select({ retro: retros, ownerId: sprints.ownerId })
    .from(retros)
    .innerJoin(sprints, eq(sprints.id, retros.sprintId))
    .where(and(eq(retros.id, retroId), sprintVisibleTo(userId)));
  const [row] = lock ? await query.for("update", { of: retros }) : await query;
  if (!row) throw notFound("Retro");
  return row;
}
