import { defineConfig } from "@playwright/test";
import { ADMIN_EMAIL, BASE_URL, E2E_DATA_DIR, E2E_PORT } from "./e2e/fixtures/env.ts";

/**
 * Playwright drives Debian's Chromium (/usr/bin/chromium; never a downloaded browser) against one
 * app server on its own port (E2E_PORT, else one derived from the runner's pid) and a fresh DATA_DIR. The `account` project registers the super
 * administrator through the real UI, so every other spec (project `app`) runs after it.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Whole-screen flows run beside another worker on 2 cores; the timeout only has to catch hangs.
  timeout: 90_000,
  // CI machines are slower than this one (two specs missed 10 s on a first paint there while a
  // heavy spec ran beside them); an assertion's wait only has to outlast a busy moment.
  expect: { timeout: 20_000 },
  // Under CI, a JSON report too, which `scripts/slowest-tests.mjs` sums up at the end of .ci/run.
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: "test-results/timings/playwright.json" }]]
    : [["list"], ["html", { open: "never" }]],
  outputDir: `test-results/e2e-${E2E_PORT}`,
  use: {
    baseURL: BASE_URL,
    // A failed test keeps its trace (each action's DOM snapshot, the network, the console) and its
    // screenshot; the trace's screencast is left out: recording it for every test, passed ones too,
    // cost about a third of the suite's CPU time on 2 cores (.ci/run).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "account", testMatch: /auth\.spec\.ts$/ },
    { name: "app", testIgnore: /auth\.spec\.ts$/, dependencies: ["account"] },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      HOST: "127.0.0.1",
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: BASE_URL,
      ADMIN_EMAIL,
      AUTO_APPROVE: "false",
      CAPTCHA_PROVIDER: "none",
      AUTH_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
      // e2e/webhooks.spec.ts delivers to a receiver on 127.0.0.1.
      WEBHOOK_ALLOW_PRIVATE: "true",
      // e2e/email.spec.ts reads a batched notification email: a 2 s window instead of 2 minutes.
      MAIL_BATCH_SECONDS: "2",
      // e2e/language-walk.spec.ts lays the screens out in the pseudo-locale en-XA (issue 24).
      PSEUDO_LOCALE: "true",
    },
  },
});
