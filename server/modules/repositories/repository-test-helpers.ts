import { createHmac, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import type { RepositoryProvider } from "../../../contract/repositories.ts";
import { projects } from "../../db/schema.ts";
import type { TestApp } from "../../test/app.ts";
import { as, type TestUser } from "../../test/factories.ts";
import { createBoard } from "../tasks/task-fixtures.ts";

/* Test helpers: the providers' fixtures, signed and sent as each provider sends them. */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");

export type Payload = any;

/** A fresh copy of fixtures/<name>.json. */
export function fixture(name: string): Payload {
  return JSON.parse(readFileSync(path.join(dir, `${name}.json`), "utf8"));
}

/** The headers the provider sends with `body`: event, delivery id and signature (or token). */
export function signedHeaders(
  provider: RepositoryProvider,
  secret: string,
  body: string,
  event: string,
  deliveryId: string = randomUUID(),
): Record<string, string> {
  const hmac = createHmac("sha256", secret).update(body).digest("hex");
  const json = { "content-type": "application/json" };
  if (provider === "github") {
    return {
      ...json,
      "x-github-event": event,
      "x-github-delivery": deliveryId,
      "x-hub-signature-256": `sha256=${hmac}`,
    };
  }
  if (provider === "gitlab") {
    return { ...json, "x-gitlab-event": event, "x-gitlab-event-uuid": deliveryId, "x-gitlab-token": secret };
  }
  return {
    ...json,
    "x-gitea-event": event,
    "x-gitea-delivery": deliveryId,
    "x-gitea-signature": hmac,
    "x-github-event": event,
  };
}

/** A connection as the tests use it. */
export type TestConnection = { id: number; provider: RepositoryProvider; secret: string; webhookUrl: string };

/** Connects `repository` to the project through the API (fails the test on a non-201). */
export async function connect(
  t: Pick<TestApp, "app">,
  owner: TestUser,
  projectId: number,
  provider: RepositoryProvider,
  repository = "acme/shop",
): Promise<TestConnection> {
  const res = await as(t.app, owner).post(`/api/projects/${projectId}/repositories`, {
    provider,
    repository,
  });
  if (res.statusCode !== 201) throw new Error(`connect failed ${res.statusCode}: ${res.body}`);
  return res.json() as TestConnection;
}

/** Sends a delivery, signed with the connection's secret unless `headers` replace the signed ones. */
export function deliver(
  t: Pick<TestApp, "app">,
  connection: TestConnection,
  event: string,
  payload: Payload,
  opts: { deliveryId?: string; headers?: Record<string, string>; secret?: string } = {},
) {
  const body = JSON.stringify(payload);
  const headers =
    opts.headers ??
    signedHeaders(connection.provider, opts.secret ?? connection.secret, body, event, opts.deliveryId);
  return t.app.inject({
    method: "POST",
    url: `/api/integrations/${connection.provider}/${connection.id}`,
    payload: body,
    headers,
  });
}

/** A project with key `key` and its board, owned by `owner`. */
export async function keyedBoard(
  t: Pick<TestApp, "database">,
  owner: { id: number },
  key: string,
  members: { id: number }[] = [],
): Promise<{ projectId: number; boardId: number }> {
  const made = await createBoard(t, owner, { name: `${key} project`, members });
  await t.database.db.update(projects).set({ key }).where(eq(projects.id, made.projectId));
  return made;
}
