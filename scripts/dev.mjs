// npm run dev: the server under `tsx watch` (port 5000) and the Vite dev server (port 5173, which
// proxies /api and /ws to the server) together. When either stops, or on Ctrl-C, both stop.
import { exitCode, forwardSignals, localBin, start } from "./run-child.mjs";

const children = [
  start(localBin("tsx"), ["watch", "--clear-screen=false", "server/main.ts"]),
  start(localBin("vite"), ["--config", "web/vite.config.ts"]),
];
forwardSignals(() => children);

const first = await Promise.race(children.map((child) => exitCode(child)));
for (const child of children) {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
}
await Promise.all(children.map((child) => exitCode(child)));
process.exit(first);
