import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The web client's import aliases (web/vite.config.ts), for its unit tests.
  resolve: {
    alias: {
      "@contract": fileURLToPath(new URL("./contract", import.meta.url)),
      "@": fileURLToPath(new URL("./web/src", import.meta.url)),
    },
  },
  test: {
    include: ["server/**/*.test.ts", "web/src/**/*.test.ts", "contract/**/*.test.ts", "scripts/**/*.test.ts"],
    globalSetup: ["server/test/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
