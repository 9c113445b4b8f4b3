import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { WebhookWorkerOptions } from "./delivery.ts";

export { type Receiver, startReceiver } from "../../test/webhook-receiver.ts";

/** Builds an app on `database` with the delivery worker on, retrying after 20 ms, 40 ms, ... */
export async function buildWorkerApp(
  database: Database,
  env: Record<string, string> = {},
  worker: WebhookWorkerOptions = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), `sb-test-${randomBytes(4).toString("hex")}`),
    SESSION_SECRET: "test-secret-test-secret-test-secret",
    CAPTCHA_PROVIDER: "none",
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT: "1000",
    WEBHOOK_ALLOW_PRIVATE: "true",
    ...env,
  });
  const app = await buildApp(config, {
    database,
    mailer: { send: async () => {} },
    logger: false,
    jobs: false,
    strictResponses: true,
    webhookWorker: { pollMs: 25, baseDelayMs: 20, leaseMs: 30_000, ...worker },
  });
  await app.ready();
  return app;
}
