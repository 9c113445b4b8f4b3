import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { shutdown, stopSignals } from "./platform/shutdown.ts";

let app: FastifyInstance | undefined;
// Installed first: a signal during start-up (migrations) still ends in an orderly close.
const stop = stopSignals((message) => app?.log.info(message));

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

app = await buildApp(config);
if (!stop.received()) await app.listen({ port: config.port, host: config.host });

const signal = await stop.signal;
app.log.info(`${signal} received, shutting down (at most ${config.shutdownTimeout} s)`);
process.exit(await shutdown(app, config.shutdownTimeout * 1000));
