import { and, count, desc, eq, isNull, lt } from "drizzle-orm";
import type {
  MakeTask,
  SaveStandup,
  StandupAnswer,
  StandupDay,
  StandupQuery,
} from "../../../contract/ceremonies.ts";
import type { DbOrTx } from "../../db/client.ts";
import { standupAnswers, users } from "../../db/schema.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, forbidden, notFound } from "../../platform/errors.ts";
import type { EventOrigin } from "../../platform/realtime.ts";
import { publicUserColumns } from "../users/users.service.ts";
import { linkedTasks, loadCeremonySprint, participantIds, participants, utcDay } from "./ceremony-access.ts";
import { makeCeremonyTask } from "./ceremony-tasks.ts";
import { templatesOf } from "./templates.service.ts";

/** Days of history listed at most. */
const HISTORY_DAYS = 60;

/**
 * A day's standup of a sprint the user takes part in (404 otherwise): everyone's answers, who has
 * not answered, the earlier days. The same number of queries whatever the number of answers.
 */
export async function getStandup(
  db: DbOrTx,
  userId: number,
  sprintId: number,
  query: StandupQuery,
  now = new Date(),
): Promise<StandupDay> {
  await loadCeremonySprint(db, userId, sprintId);
  const today = utcDay(now);
  const day = query.day ?? today;
  const { standupQuestions } = await templatesOf(db, sprintId);
  const rows = await db
    .select({ answer: standupAnswers, user: publicUserColumns })
    .from(standupAnswers)
    .innerJoin(users, eq(users.id, standupAnswers.userId))
    .where(and(eq(standupAnswers.sprintId, sprintId), eq(standupAnswers.day, day)))
    .orderBy(users.firstName, users.lastName, users.id);
  const people = await participants(db, sprintId);
  const tasksById = await linkedTasks(
    db,
    userId,
    rows.map((r) => r.answer.taskId),
  );
  const answered = new Set(rows.map((r) => r.user.id));
  const history = await db
    .select({ day: standupAnswers.day, answers: count() })
    .from(standupAnswers)
    .where(and(eq(standupAnswers.sprintId, sprintId), lt(standupAnswers.day, today)))
    .groupBy(standupAnswers.day)
    .orderBy(desc(standupAnswers.day))
    .limit(HISTORY_DAYS);
  return {
    day,
    today,
    questions: standupQuestions,
    answers: rows.map(
      ({ answer, user }): StandupAnswer => ({
        id: answer.id,
        user,
        answers: answer.answers,
        blockers: answer.blockers,
        task: answer.taskId === null ? null : (tasksById.get(answer.taskId) ?? null),
        updatedAt: answer.updatedAt.toISOString(),
      }),
    ),
    missing: people.filter((p) => !answered.has(p.id)),
    history,
  };
}

/**
 * Saves the user's answer for today (UTC): one per member, sprint and day, replaced when saved again
 * (an upsert, so two saves at once leave one row). The participants get `standup_answer_saved`.
 */
export async function saveStandup(
  ctx: AppContext,
  userId: number,
  sprintId: number,
  input: SaveStandup,
  origin: EventOrigin,
  now = new Date(),
): Promise<StandupDay> {
  const day = utcDay(now);
  const recipients = await ctx.db.transaction(async (tx) => {
    await loadCeremonySprint(tx, userId, sprintId);
    const { standupQuestions } = await templatesOf(tx, sprintId);
    if (input.answers.length > standupQuestions.length)
      throw badRequest(`Give at most one answer per question (${standupQuestions.length})`);
    const answers = standupQuestions.map((question, i) => ({ question, answer: input.answers[i] ?? "" }));
    await tx
      .insert(standupAnswers)
      .values({ sprintId, userId, day, answers, blockers: input.blockers })
      .onConflictDoUpdate({
        target: [standupAnswers.sprintId, standupAnswers.day, standupAnswers.userId],
        set: { answers, blockers: input.blockers, updatedAt: now },
      });
    return participantIds(tx, sprintId);
  });
  ctx.realtime.publish({
    type: "standup_answer_saved",
    projectId: null,
    ...origin,
    userIds: recipients,
    sprintId,
    day,
  });
  return getStandup(ctx.db, userId, sprintId, { day }, now);
}

/**
 * Turns an answer's blocker into a task in a project of the sprint: its author or the sprint owner
 * (403 for others who take part, 404 for outsiders), once per answer.
 */
export async function blockerToTask(
  ctx: AppContext,
  userId: number,
  answerId: number,
  input: MakeTask,
  origin: EventOrigin,
): Promise<StandupDay> {
  const [answer] = await ctx.db.select().from(standupAnswers).where(eq(standupAnswers.id, answerId));
  if (!answer) throw notFound("Standup answer");
  const sprint = await loadCeremonySprint(ctx.db, userId, answer.sprintId).catch(() => {
    throw notFound("Standup answer");
  });
  if (answer.userId !== userId && sprint.ownerId !== userId)
    throw forbidden("Only the answer's author or the sprint owner can do this", "STANDUP_ANSWER_FORBIDDEN");
  if (answer.blockers.trim() === "") throw badRequest("This answer has no blocker", "STANDUP_NO_BLOCKER");
  if (answer.taskId !== null)
    throw badRequest("This blocker is already a task", "STANDUP_BLOCKER_ALREADY_TASK");
  await makeCeremonyTask(
    ctx,
    userId,
    { sprintId: sprint.id, projectId: input.projectId, assignedTo: input.assignedTo },
    { title: `Blocker: ${answer.blockers.split("\n")[0]}`, description: answer.blockers },
    origin,
    {
      run: async (tx, taskId) =>
        (
          await tx
            .update(standupAnswers)
            .set({ taskId })
            .where(and(eq(standupAnswers.id, answer.id), isNull(standupAnswers.taskId)))
            .returning({ id: standupAnswers.id })
        ).length === 1,
      taken: "This blocker is already a task",
    },
  );
  const recipients = await participantIds(ctx.db, sprint.id);
  ctx.realtime.publish({
    type: "standup_answer_saved",
    projectId: null,
    ...origin,
    userIds: recipients,
    sprintId: sprint.id,
    day: answer.day,
  });
  return getStandup(ctx.db, userId, sprint.id, { day: answer.day });
}
