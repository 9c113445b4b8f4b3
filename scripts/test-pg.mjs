// npm run test:pg: the Vitest API suite against a throw-away PostgreSQL cluster that is created
// here and removed afterwards, whatever the outcome. Extra arguments go to vitest.
import { startCluster } from "./pg-cluster.mjs";
import { exitCode, forwardSignals, localBin, start } from "./run-child.mjs";

let child;
let interrupted = false;
// Installed first, so that Ctrl-C during initdb still reaches the clean-up below.
forwardSignals(() => {
  interrupted = true;
  return child ? [child] : [];
});

let code = 1;
const cluster = await startCluster();
try {
  console.log(`[test:pg] PostgreSQL cluster on port ${cluster.port}`);
  if (!interrupted) {
    child = start(localBin("vitest"), ["run", ...process.argv.slice(2)], { TEST_DATABASE_URL: cluster.url });
    code = await exitCode(child);
  }
} finally {
  cluster.stop();
  console.log("[test:pg] PostgreSQL cluster stopped and removed");
}
process.exit(code);
