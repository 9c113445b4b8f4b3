import type { Entry } from "./entry.ts";
import { accountRows } from "./table-account.ts";
import { activityRows } from "./table-activity.ts";
import { backlogRows } from "./table-backlog.ts";
import { boardToolRows } from "./table-board-tools.ts";
import { ceremonyRows } from "./table-ceremonies.ts";
import { chatRows } from "./table-chat.ts";
import { hierarchyRows } from "./table-hierarchy.ts";
import { importRows } from "./table-imports.ts";
import { linkRows } from "./table-links.ts";
import { projectRows } from "./table-projects.ts";
import { repositoryRows } from "./table-repositories.ts";
import { watcherRows } from "./table-watchers.ts";
import { webhookRows } from "./table-webhooks.ts";

/*
 * The access matrix: one row per route Fastify registers (a route with no row fails the test,
 * and so does a row naming a route that does not exist).
 *
 * To add a row: append an Entry to `projectRows` or `accountRows` with
 *   route:  `METHOD /url` exactly as registered, e.g. `DELETE /api/tasks/:id`;
 *   expect: the status for each of the seven roles, from a helper in roles.ts (`approved(200)`,
 *           `project(member, owner)`, `ownedBy(role, status)`, `adminOnly(status)`, ...);
 *   call:   (world, role) => the path params, query and a VALID body (so validation is not what
 *           answers). A destructive call creates its own fresh target here (world.ts has
 *           `freshTask`, `freshProject`, ...), so later rows still find the world intact.
 * A second row for the same route (another target or body) needs a `label`.
 */

/** Every row of the access matrix; DELETE rows run last. */
export const ACCESS_TABLE: Entry[] = [
  ...projectRows,
  ...backlogRows,
  ...ceremonyRows,
  ...accountRows,
  ...chatRows,
  ...boardToolRows,
  ...importRows,
  ...webhookRows,
  ...watcherRows,
  ...linkRows,
  ...activityRows,
  ...repositoryRows,
  ...hierarchyRows,
];
