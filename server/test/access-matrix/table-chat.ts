import { chatMessages } from "../../db/schema.ts";
import { createBoard } from "../../modules/tasks/task-fixtures.ts";
import { as, createUser } from "../factories.ts";
import type { Entry } from "./entry.ts";
import { approved, project, type Role } from "./roles.ts";
import type { World } from "./world.ts";

/*
 * Rows for the team chat (product rules §23). The world's project channel is read by its owner and
 * member; the department's by its owner, its admin (deptAdmin) and its member; nobody else sees either.
 */

const channels = new WeakMap<World, { project: number; department: number }>();

/** The world's project and department channels (made by the owner's first list, then remembered). */
async function chatChannels(w: World) {
  let known = channels.get(w);
  if (!known) {
    const list = (await as(w.t.app, w.users.owner).get("/api/chat/channels")).json().channels as {
      id: number;
      projectId: number | null;
      teamId: number | null;
    }[];
    known = {
      project: list.find((c) => c.projectId === w.projectId)!.id,
      department: list.find((c) => c.teamId === w.teamId)!.id,
    };
    channels.set(w, known);
  }
  return known;
}

/** A new message of the owner's in the project channel. */
async function freshMessage(w: World): Promise<number> {
  const channelId = (await chatChannels(w)).project;
  const [row] = await w.t.database.db
    .insert(chatMessages)
    .values({ channelId, authorId: w.users.owner.id, content: `Fresh ${w.unique()}` })
    .returning({ id: chatMessages.id });
  return row!.id;
}

/** The id of a role's user (signed-out and pending calls never reach the body check). */
const roleId = (w: World, role: Role) => (role === "signedOut" ? w.users.owner.id : w.users[role].id);

const inProject = async (w: World) => ({ params: { id: (await chatChannels(w)).project } });

export const chatRows: Entry[] = [
  { route: "GET /api/chat/channels", expect: approved(200) },
  { route: "GET /api/chat/people", expect: approved(200) },
  { route: "GET /api/chat/unread-count", expect: approved(200) },
  { route: "GET /api/chat/search", expect: approved(200), call: () => ({ query: "q=matrix" }) },
  {
    route: "POST /api/chat/direct",
    // A fresh user sharing a fresh project with the member only: everyone else shares nothing with them.
    expect: approved(404, { member: 200 }),
    call: async (w) => {
      const peer = await createUser(w.t);
      await createBoard(w.t, peer, { name: `Chat ${w.unique()}`, members: [w.users.member] });
      return { body: { userId: peer.id } };
    },
  },
  {
    route: "POST /api/chat/direct",
    label: "with oneself",
    expect: approved(400),
    call: (_w, role) => ({ body: { userId: roleId(_w, role) } }),
  },
  { route: "GET /api/chat/channels/:id", expect: project(200, 200), call: inProject },
  { route: "GET /api/chat/channels/:id/members", expect: project(200, 200), call: inProject },
  { route: "GET /api/chat/channels/:id/messages", expect: project(200, 200), call: inProject },
  {
    route: "GET /api/chat/channels/:id/messages",
    label: "the department's channel",
    expect: approved(404, { member: 200, owner: 200, deptAdmin: 200 }),
    call: async (w) => ({ params: { id: (await chatChannels(w)).department } }),
  },
  {
    route: "POST /api/chat/channels/:id/messages",
    expect: project(201, 201),
    call: async (w) => ({ ...(await inProject(w)), body: { content: `Matrix ${w.unique()}` } }),
  },
  {
    route: "POST /api/chat/channels/:id/read",
    expect: project(204, 204),
    call: async (w) => ({ ...(await inProject(w)), body: { messageId: await freshMessage(w) } }),
  },
  {
    route: "PATCH /api/chat/messages/:id",
    expect: project(403, 200),
    call: async (w) => ({ params: { id: await freshMessage(w) }, body: { content: "Edited by the matrix" } }),
  },
  {
    route: "DELETE /api/chat/messages/:id",
    expect: project(403, 204),
    call: async (w) => ({ params: { id: await freshMessage(w) } }),
  },
];
