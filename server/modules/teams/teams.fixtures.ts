import type { TestApp } from "../../test/app.ts";
import { as, type TestUser } from "../../test/factories.ts";

/** Numbers default names: two identical creates within a second are one (platform/idempotency.ts). */
let teamSeq = 0;

/** Creates a department through the API (throws unless 201). */
export async function makeTeam(app: TestApp, user: TestUser, body: Record<string, unknown> = {}) {
  const res = await as(app.app, user).post("/api/teams", { name: `Engineering ${++teamSeq}`, ...body });
  if (res.statusCode !== 201) throw new Error(`create team failed ${res.statusCode}: ${res.body}`);
  return res.json() as { id: number; members: { id: number; userId: number; role: string }[] };
}
