import { repositoryConnections } from "../../db/schema.ts";
import type { Entry } from "./entry.ts";
import { everyone, project } from "./roles.ts";
import type { World } from "./world.ts";

/*
 * Rows for repository connections (product rules §34): the owner only, like outgoing webhooks; a
 * task's development items with the task's visibility; the inbound webhook is public and answers
 * 401 to everyone who does not sign with the connection's secret.
 */

/** A new GitHub connection on the world's project, written straight to the table. */
async function freshConnection(w: World): Promise<number> {
  const [row] = await w.t.database.db
    .insert(repositoryConnections)
    .values({
      projectId: w.projectId,
      provider: "github",
      repository: `acme/r${w.unique()}`,
      secret: "unreadable",
    })
    .returning({ id: repositoryConnections.id });
  return row!.id;
}

const one = async (w: World) => ({ params: { id: w.projectId, repositoryId: await freshConnection(w) } });

export const repositoryRows: Entry[] = [
  {
    route: "GET /api/projects/:id/repositories",
    expect: project(403, 200),
    call: (w) => ({ params: { id: w.projectId } }),
  },
  {
    route: "POST /api/projects/:id/repositories",
    expect: project(403, 201),
    call: (w) => ({
      params: { id: w.projectId },
      body: { provider: "gitlab", repository: `acme/m${w.unique()}` },
    }),
  },
  {
    route: "PATCH /api/projects/:id/repositories/:repositoryId",
    expect: project(403, 200),
    call: async (w) => ({ ...(await one(w)), body: { reviewColumn: "" } }),
  },
  {
    route: "POST /api/projects/:id/repositories/:repositoryId/rotate-secret",
    expect: project(403, 200),
    call: one,
  },
  {
    route: "DELETE /api/projects/:id/repositories/:repositoryId",
    expect: project(403, 204),
    call: one,
  },
  {
    route: "GET /api/tasks/:id/development",
    expect: project(200, 200),
    call: (w) => ({ params: { id: w.taskId } }),
  },
  {
    route: "POST /api/integrations/:provider/:connectionId",
    expect: everyone(401),
    call: async (w) => ({
      params: { provider: "github", connectionId: await freshConnection(w) },
      body: {},
      headers: { "content-type": "application/json", "x-github-event": "ping" },
    }),
  },
];
