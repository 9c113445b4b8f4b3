/*
 * EXPLAIN (ANALYZE, BUFFERS) of what an endpoint really runs: the endpoint's service function is
 * called in this process on a one-connection pool where PostgreSQL's auto_explain reports the plan of
 * every statement back to the client as a NOTICE. Each plan is summarised as its top node, its time,
 * its buffers, the indexes it used and the tables it read whole. Not a bench itself.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../server/db/schema.ts";

/** One statement's plan, summarised. */
export type PlanSummary = {
  /** The first words of the statement. */
  query: string;
  /** The top plan node, e.g. "Aggregate (Plain)" or "Sort". */
  top: string;
  /** Execution time (ms), as auto_explain measured it. */
  ms: number;
  rows: number;
  /** Shared buffers hit and read. */
  hit: number;
  read: number;
  /** Indexes scanned (index, index-only and bitmap index scans). */
  indexes: string[];
  /** Tables read by a sequential scan, with the rows each scan returned in all. */
  seqScans: string[];
};

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

function walk(node: PlanNode, visit: (n: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** Summarises one auto_explain JSON plan. */
export function summarisePlan(explained: { "Query Text"?: string; Plan: PlanNode }): PlanSummary {
  const plan = explained.Plan;
  const indexes = new Set<string>();
  const seqScans: string[] = [];
  walk(plan, (n) => {
    if (typeof n["Index Name"] === "string") indexes.add(n["Index Name"] as string);
    if (n["Node Type"] === "Seq Scan") {
      const rows = Number(n["Actual Rows"] ?? 0) * Number(n["Actual Loops"] ?? 1);
      seqScans.push(`${n["Relation Name"]} (${rows} rows)`);
    }
  });
  const strategy = plan.Strategy ? ` (${plan.Strategy})` : "";
  return {
    query: (explained["Query Text"] ?? "").replace(/\s+/g, " ").trim().slice(0, 60),
    top: `${plan["Node Type"]}${strategy}`,
    ms: Math.round(Number(plan["Actual Total Time"] ?? 0) * 10) / 10,
    rows: Number(plan["Actual Rows"] ?? 0),
    hit: Number(plan["Shared Hit Blocks"] ?? 0),
    read: Number(plan["Shared Read Blocks"] ?? 0),
    indexes: [...indexes],
    seqScans,
  };
}

/** One line per plan, for the bench's output. */
export function formatPlan(p: PlanSummary): string {
  const used = p.indexes.length > 0 ? `indexes ${p.indexes.join(", ")}` : "NO INDEX";
  const seq = p.seqScans.length > 0 ? `; seq scans ${p.seqScans.join(", ")}` : "";
  return `${p.top}, ${p.ms} ms, ${p.rows} rows, buffers hit ${p.hit} read ${p.read}; ${used}${seq}`;
}

/** The Drizzle handle the services take, on one connection that explains every statement. */
export type ExplainingDb = {
  db: ReturnType<typeof drizzle<typeof schema>>;
  /** Runs `work` and returns the plans of the statements it ran (in order). */
  capture: (work: () => Promise<unknown>) => Promise<PlanSummary[]>;
  close: () => Promise<void>;
};

/** Opens the explaining connection to `databaseUrl` (a superuser: LOAD needs it). */
export async function explainingDb(databaseUrl: string): Promise<ExplainingDb> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let plans: PlanSummary[] = [];
  pool.on("connect", (client) => {
    client.on("notice", (msg) => {
      const text = msg.message ?? "";
      const start = text.indexOf("{");
      if (!text.startsWith("duration:") || start < 0) return;
      try {
        plans.push(summarisePlan(JSON.parse(text.slice(start))));
      } catch {}
    });
    // Queued before any query of the pool's user: the client runs them in order.
    void client
      .query(
        `LOAD 'auto_explain';
         SET auto_explain.log_min_duration = 0; SET auto_explain.log_analyze = on;
         SET auto_explain.log_buffers = on; SET auto_explain.log_timing = on;
         SET auto_explain.log_format = 'json'; SET auto_explain.log_level = 'notice';
         SET client_min_messages = 'notice'`,
      )
      .catch((err) => console.error(`[bench] auto_explain unavailable: ${err.message}`));
  });
  const db = drizzle(pool, { schema, casing: "snake_case" });
  return {
    db,
    async capture(work) {
      plans = [];
      await work();
      // Notices arrive before their statement's result; this is a margin only.
      await new Promise((r) => setTimeout(r, 20));
      const got = plans;
      plans = [];
      return got;
    },
    close: () => pool.end(),
  };
}
