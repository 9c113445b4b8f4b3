/*
 * Hostile import files (issue 20, product rules §30): for each file, how long the parse takes, the
 * longest the event loop was held (wall time between two ticks of a 5 ms timer, and the main
 * thread's CPU time over the same stretch, from /proc), and how much the process's resident memory
 * grew at its peak (sampled every 5 ms; the Trello worker thread's heap is part of it). The goal:
 * no hold over 100 ms, and a peak growth of a few times the file's size (a file refused for its
 * size or shape may cost up to the worker's 64 MB heap cap).
 *
 * `npm run bench -- import` (opt-in; under a minute). Run it on a quiet machine: on a loaded one the
 * wall-time gaps include the time the thread waited for a core.
 */
import { badCsvRows, checklistBomb, emptyCards } from "../server/modules/imports/import-fixtures.ts";
import { parseImport } from "../server/modules/imports/parsers/index.ts";
import { HttpError } from "../server/platform/errors.ts";
import { mainThreadCpuMs } from "../server/test/event-loop.ts";

type Case = { name: string; format: "trello" | "csv"; content: () => string };

const realistic = () => {
  const cards = Array.from({ length: 4000 }, (_, i) => ({
    id: `card${i}`,
    name: `Card ${i}: something to do`,
    desc: "A description of the work. ".repeat(20),
    idList: `l${i % 4}`,
    idMembers: ["m1"],
    labels: [{ name: "bug", color: "red" }],
    idChecklists: [`c${i}`],
    due: "2026-03-20T17:00:00.000Z",
  }));
  const checklists = cards.map((c, i) => ({
    id: `c${i}`,
    checkItems: Array.from({ length: 5 }, (_, j) => ({
      name: `Step ${j} of ${c.name}`,
      state: "complete",
      pos: j,
    })),
  }));
  const lists = Array.from({ length: 4 }, (_, i) => ({ id: `l${i}`, name: `List ${i}` }));
  return JSON.stringify({
    name: "Real",
    lists,
    members: [{ id: "m1", fullName: "Pat" }],
    cards,
    checklists,
    actions: [],
  });
};
const CASES: Case[] = [
  { name: "Trello: issue's 55 KB checklist bomb", format: "trello", content: () => checklistBomb(false) },
  {
    name: "Trello: 5 MB checklist bomb + small actions",
    format: "trello",
    content: () => checklistBomb(true),
  },
  { name: "Trello: 4,000 ordinary cards", format: "trello", content: realistic },
  {
    name: "Trello: 5 MB of empty cards (refused)",
    format: "trello",
    content: emptyCards,
  },
  {
    name: "CSV: 1 MB, 250,000 bad rows (refused)",
    format: "csv",
    content: () => badCsvRows(),
  },
  {
    name: "CSV: 5,000 rows of 1 KB",
    format: "csv",
    content: () => `title,description\n${`Task,"${"word ".repeat(200)}"\n`.repeat(5000)}`,
  },
];

async function measure(c: Case) {
  const content = c.content();
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  let lastWall = performance.now();
  let lastCpu = mainThreadCpuMs();
  let gap = 0;
  let hold = 0;
  const tick = () => {
    const wall = performance.now();
    const cpu = mainThreadCpuMs();
    gap = Math.max(gap, wall - lastWall);
    hold = Math.max(hold, cpu - lastCpu);
    peak = Math.max(peak, process.memoryUsage().rss);
    lastWall = wall;
    lastCpu = cpu;
  };
  const timer = setInterval(tick, 5);
  const started = performance.now();
  let outcome: string;
  try {
    const parsed = await parseImport(c.format, content);
    outcome = `${parsed.rows.length} rows, ${parsed.skippedCount} skipped`;
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    outcome = `${err.statusCode}`;
  }
  tick();
  clearInterval(timer);
  return {
    case: c.name,
    "file MB": (content.length / 1e6).toFixed(2),
    ms: Math.round(performance.now() - started),
    "gap ms": Math.round(gap),
    "CPU hold ms": hold,
    "RSS peak +MB": ((peak - rss0) / 1e6).toFixed(0),
    outcome,
  };
}

const rows = [];
for (const c of CASES) rows.push(await measure(c));
console.table(rows);
const over = rows.filter((r) => r["CPU hold ms"] >= 100);
if (over.length > 0) {
  console.error(`[import bench] held the event loop 100 ms or more: ${over.map((r) => r.case).join("; ")}`);
  process.exit(1);
}
