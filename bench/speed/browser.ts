/** The browser rows: the web build they need and navigations to the board in Chromium. */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { onCleanup, root } from "../bench-kit.ts";
import { statsOf } from "../measure.ts";
import { PASSWORD } from "./config.ts";
import { problems } from "./table.ts";

const { webBuildIsStale } = (await import(path.join(root, "scripts/web-build.mjs"))) as {
  webBuildIsStale: () => boolean;
};

/** Builds the web client when web/dist is missing or older than its sources; false when that fails. */
export function ensureWebBuild(): boolean {
  const built = path.join(root, "web/dist/index.html");
  const stale = webBuildIsStale();
  if (!stale || process.env.BENCH_BUILD === "0") return existsSync(built);
  console.log("[bench] building the web client (npm run build)");
  try {
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    return true;
  } catch {
    console.error("[bench] the web build failed: the browser rows use what web/dist holds, if anything");
    return existsSync(built);
  }
}

/** Navigation to the first card in Chromium, cold then warm, and the page's DOM size. */
export async function browserRun(base: string, projectId: number, navigations: number) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-sync",
    ],
  });
  onCleanup(() => browser.close());
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  const login = await context.request.post("/api/auth/login", {
    data: { email: "bench@example.test", password: PASSWORD },
  });
  if (!login.ok()) throw new Error(`browser login: ${login.status()}`);
  const page = await context.newPage();
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  const times: number[] = [];
  for (let i = 0; i < navigations; i++) {
    const t0 = performance.now();
    // Not waiting for the load event: the clock stops when the first card shows, whatever is left.
    await page.goto(`/projects/${projectId}`, { waitUntil: "commit" });
    await page.getByTestId("task-card").first().waitFor({ timeout: 30_000 });
    times.push(performance.now() - t0);
  }
  const cards = await page.getByTestId("task-card").count();
  const domNodes = await page.locator("*").count();
  // Where the last navigation's time went, from the page's own timings (ms from its start).
  const timing = await page.evaluate(() => {
    // Runs in the page; the server's tsconfig has no DOM types.
    const perf = (globalThis as any).performance;
    const nav = perf.getEntriesByType("navigation")[0];
    const res: any[] = perf.getEntriesByType("resource");
    const list = res.filter((r) => /\/api\/boards\/\d+\/tasks/.test(r.name)).pop();
    const js = res.filter((r) => /\.js($|\?)/.test(r.name));
    return {
      domContentLoaded: nav ? Math.round(nav.domContentLoadedEventEnd) : null,
      listRequested: list ? Math.round(list.startTime) : null,
      listLoaded: list ? Math.round(list.responseEnd) : null,
      scripts: js.length,
    };
  });
  await browser.close();
  return { cold: times[0]!, warm: statsOf(times.slice(1), 0, {}), cards, domNodes, timing };
}
