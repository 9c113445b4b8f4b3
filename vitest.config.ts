import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Files that replace a module with vi.mock, or whose modules keep state (the web client's): each runs in a fresh module graph. */
const ISOLATED = [
  "web/src/**/*.test.ts",
  "contract/**/*.test.ts",
  "scripts/**/*.test.ts",
  "server/platform/openapi.test.ts",
  "server/test/hostile/*.test.ts",
];

/** Under CI, each run also writes a JSON report that `scripts/slowest-tests.mjs` sums up. */
const timings = `test-results/timings/vitest-${process.env.TEST_DATABASE_URL ? "postgresql" : "pglite"}.json`;

export default defineConfig({
  // The web client's import aliases (web/vite.config.ts), for its unit tests.
  resolve: {
    alias: {
      "@contract": fileURLToPath(new URL("./contract", import.meta.url)),
      "@": fileURLToPath(new URL("./web/src", import.meta.url)),
    },
  },
  test: {
    globalSetup: ["server/test/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    outputFile: { json: timings },
    // Stubs and spies never outlive their test, whichever file runs next in the same worker.
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: { name: "isolated", include: ISOLATED },
      },
      {
        // The API suite: every file builds its own app on its own fresh database, and no file
        // mocks a module, so a worker keeps the server's modules loaded from one file to the next
        // instead of importing the app again for each (issue 21: imports were a third of the run).
        extends: true,
        test: { name: "api", include: ["server/**/*.test.ts"], exclude: ISOLATED, isolate: false },
      },
    ],
  },
});
