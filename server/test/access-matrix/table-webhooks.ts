import { webhooks } from "../../db/schema.ts";
import type { Entry } from "./entry.ts";
import { project } from "./roles.ts";
import type { World } from "./world.ts";

/*
 * Rows for a project's outgoing webhooks (product rules §28): the owner only; the member gets 403,
 * whoever cannot see the project 404. The matrix's app allows private targets, so a loopback
 * address on the discard port passes without DNS; no worker runs in the matrix, so nothing is sent
 * (and nothing would leave the machine if it were).
 */

const URL = "http://127.0.0.1:9/hook";

/** A new webhook on the world's project, written straight to the table. */
async function freshWebhook(w: World): Promise<number> {
  const [row] = await w.t.database.db
    .insert(webhooks)
    .values({ projectId: w.projectId, url: URL, secret: "unreadable", events: ["task.created"] })
    .returning({ id: webhooks.id });
  return row!.id;
}

const one = async (w: World) => ({ params: { id: w.projectId, webhookId: await freshWebhook(w) } });

export const webhookRows: Entry[] = [
  {
    route: "GET /api/projects/:id/webhooks",
    expect: project(403, 200),
    call: (w) => ({ params: { id: w.projectId } }),
  },
  {
    route: "POST /api/projects/:id/webhooks",
    expect: project(403, 201),
    call: (w) => ({ params: { id: w.projectId }, body: { url: URL, events: ["task.created"] } }),
  },
  {
    route: "PATCH /api/projects/:id/webhooks/:webhookId",
    expect: project(403, 200),
    call: async (w) => ({ ...(await one(w)), body: { active: false } }),
  },
  {
    route: "POST /api/projects/:id/webhooks/:webhookId/rotate-secret",
    expect: project(403, 200),
    call: one,
  },
  {
    route: "POST /api/projects/:id/webhooks/:webhookId/test",
    expect: project(403, 202),
    call: one,
  },
  {
    route: "GET /api/projects/:id/webhooks/:webhookId/deliveries",
    expect: project(403, 200),
    call: one,
  },
  {
    route: "DELETE /api/projects/:id/webhooks/:webhookId",
    expect: project(403, 204),
    call: one,
  },
];
