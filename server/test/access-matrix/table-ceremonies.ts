import { eq } from "drizzle-orm";
import { retroCards, retros, standupAnswers } from "../../db/schema.ts";
import type { Entry } from "./entry.ts";
import { project } from "./roles.ts";
import type { World } from "./world.ts";

/** Rows for the sprint ceremonies (product rules §22): templates, standup, review, retro. */

let day = 0;
/** A new standup answer of the owner's with a blocker, on a day of its own, in the world's sprint. */
async function freshAnswer(w: World): Promise<number> {
  day += 1;
  const date = new Date(Date.UTC(2001, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
  const [row] = await w.t.database.db
    .insert(standupAnswers)
    .values({ sprintId: w.sprintId, userId: w.users.owner.id, day: date, answers: [], blockers: "Blocked" })
    .returning({ id: standupAnswers.id });
  return row!.id;
}

/** The world's sprint's retro, opened on first use. */
async function worldRetro(w: World): Promise<number> {
  const db = w.t.database.db;
  const [found] = await db.select({ id: retros.id }).from(retros).where(eq(retros.sprintId, w.sprintId));
  if (found) return found.id;
  const [row] = await db
    .insert(retros)
    .values({ sprintId: w.sprintId, columns: ["Went well", "To improve", "Actions"], voteLimit: 20 })
    .returning({ id: retros.id });
  return row!.id;
}

/** A new card of the owner's on the world's retro. */
async function freshCard(w: World): Promise<number> {
  const [row] = await w.t.database.db
    .insert(retroCards)
    .values({
      retroId: await worldRetro(w),
      column: 0,
      text: `Fresh ${w.unique()}`,
      authorId: w.users.owner.id,
    })
    .returning({ id: retroCards.id });
  return row!.id;
}

const sprint = (w: World) => ({ params: { id: w.sprintId } });

export const ceremonyRows: Entry[] = [
  { route: "GET /api/sprints/:id/ceremony-templates", expect: project(200, 200), call: sprint },
  {
    route: "PUT /api/sprints/:id/ceremony-templates",
    expect: project(403, 200),
    call: (w) => ({ ...sprint(w), body: { standupQuestions: ["Yesterday?", "Today?"] } }),
  },
  { route: "GET /api/sprints/:id/standup", expect: project(200, 200), call: sprint },
  {
    route: "PUT /api/sprints/:id/standup",
    expect: project(200, 200),
    call: (w) => ({ ...sprint(w), body: { answers: ["Work"], blockers: "" } }),
  },
  {
    route: "POST /api/standup-answers/:id/task",
    expect: project(403, 201),
    call: async (w) => ({ params: { id: await freshAnswer(w) }, body: { projectId: w.projectId } }),
  },
  { route: "GET /api/sprints/:id/review", expect: project(200, 200), call: sprint },
  {
    route: "PUT /api/sprints/:id/review",
    expect: project(403, 200),
    call: (w) => ({ ...sprint(w), body: { notes: "Matrix notes" } }),
  },
  { route: "GET /api/sprints/:id/retro", expect: project(200, 200), call: sprint },
  {
    route: "PUT /api/sprints/:id/retro",
    expect: project(403, 200),
    call: (w) => ({ ...sprint(w), body: { voteLimit: 20 } }),
  },
  {
    route: "POST /api/retros/:id/cards",
    expect: project(201, 201),
    call: async (w) => ({ params: { id: await worldRetro(w) }, body: { column: 0, text: "Matrix card" } }),
  },
  {
    route: "PATCH /api/retro-cards/:id",
    expect: project(403, 200),
    call: async (w) => ({ params: { id: await freshCard(w) }, body: { text: "Edited" } }),
  },
  {
    route: "PUT /api/retro-cards/:id/vote",
    expect: project(200, 200),
    call: async (w) => ({ params: { id: await freshCard(w) } }),
  },
  {
    route: "POST /api/retro-cards/:id/task",
    expect: project(403, 201),
    call: async (w) => ({
      params: { id: await freshCard(w) },
      body: { projectId: w.projectId, assignedTo: w.users.member.id },
    }),
  },
  {
    route: "DELETE /api/retro-cards/:id/vote",
    expect: project(200, 200),
    call: async (w) => ({ params: { id: await freshCard(w) } }),
  },
  {
    route: "DELETE /api/retro-cards/:id",
    expect: project(403, 204),
    call: async (w) => ({ params: { id: await freshCard(w) } }),
  },
];
