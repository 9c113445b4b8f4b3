/** The bench's one table: its rows, their goals and verdicts, the plans and the problems seen. */
import type { PlanSummary } from "../explain.ts";
import type { Stats } from "../measure.ts";

export type Metric = "p50" | "p99" | "max" | "rps" | "value";
export type Goal = { metric: Metric; op: "<=" | ">="; limit: number };
export type Row = {
  measure: string;
  stats?: Stats;
  /** A single value (bytes, MB, a count) instead of latencies. */
  value?: number;
  unit?: string;
  goals: Goal[];
  note?: string;
};

export const rows: Row[] = [];
export const plans: { endpoint: string; plans: PlanSummary[] }[] = [];
export const problems: string[] = [];

export const goalText = (g: Goal, unit: string) =>
  g.metric === "rps"
    ? `${g.op === ">=" ? "≥" : "≤"} ${g.limit} req/s`
    : `${g.metric === "value" ? "" : `${g.metric} `}${g.op === ">=" ? "≥" : "≤"} ${g.limit} ${unit}`;

export function metricOf(row: Row, m: Metric): number {
  if (m === "value") return row.value ?? Number.NaN;
  return (row.stats?.[m] as number | null | undefined) ?? Number.NaN;
}

export function verdict(row: Row): "pass" | "miss" | "—" {
  if (row.goals.length === 0) return "—";
  const ok = row.goals.every((g) => {
    const v = metricOf(row, g.metric);
    return g.op === "<=" ? v <= g.limit : v >= g.limit;
  });
  return ok ? "pass" : "miss";
}

export const fmt = (n: number | null | undefined) =>
  n === null || n === undefined || Number.isNaN(n) ? "" : n >= 100 ? String(Math.round(n)) : String(n);

export function table(): string {
  const lines = [
    "| measure | p50 ms | p90 ms | p99 ms | max ms | req/s | requests | errors | goal | result | note |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const row of rows) {
    const s = row.stats;
    const unit = row.unit ?? "ms";
    const first = row.value !== undefined ? `${fmt(row.value)} ${unit}` : fmt(s?.p50);
    lines.push(
      `| ${row.measure} | ${first} | ${fmt(s?.p90)} | ${fmt(s?.p99)} | ${fmt(s?.max)} | ${fmt(s?.rps)} | ${s?.n ?? ""} | ${s ? s.errors : ""} | ${row.goals.map((g) => goalText(g, unit)).join(", ")} | ${verdict(row)} | ${row.note ?? ""} |`,
    );
  }
  return lines.join("\n");
}

export function add(row: Row): void {
  rows.push(row);
  const s = row.stats;
  const summary = s
    ? `p50 ${s.p50} p90 ${s.p90} p99 ${s.p99} max ${s.max} ms${s.rps === null ? "" : `, ${s.rps} req/s`}, ${s.n} requests, ${s.errors} errors`
    : `${row.value} ${row.unit}`;
  console.log(`[bench] ${row.measure}: ${summary}${row.note ? ` (${row.note})` : ""} → ${verdict(row)}`);
  if (s && s.errors > 0)
    problems.push(`${row.measure}: ${s.errors} failed requests (${JSON.stringify(s.statuses)})`);
}

export const kb = (bytes: number) => Math.round(bytes / 100) / 10;
