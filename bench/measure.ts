/*
 * How the speed bench measures: one HTTP client that counts bytes on the wire (node:http, no
 * decompression), sequential timings, autocannon runs, percentiles and a sampler of a process's
 * resident memory. Not a bench itself (its name does not end in `.bench.ts`).
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import autocannon from "autocannon";

/** Latency percentiles and counts of one measure. Times in ms. */
export type Stats = {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Requests per second (autocannon runs only). */
  rps: number | null;
  /** Requests made. */
  n: number;
  /** Failed requests: socket errors, timeouts and unexpected status codes. */
  errors: number;
  /** Status codes seen, with their counts. */
  statuses: Record<string, number>;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** One answer as it came over the wire: status, headers, body bytes (still compressed) and time. */
export type WireResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
};

/** One HTTP request on a kept-alive connection; the body is read but not decompressed. */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<WireResponse> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = {
    ...options.headers,
    ...(body === undefined ? {} : { "content-type": "application/json" }),
  };
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(url, { method: options.method ?? "GET", headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - t0,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error("timed out after 30 s")));
    req.end(body);
  });
}

/** The p-th percentile (nearest rank) of ascending `sorted`, rounded to 0.1 ms. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i]! * 10) / 10;
}

/** Stats of a list of latencies (ms). */
export function statsOf(times: number[], errors: number, statuses: Record<string, number>): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
    rps: null,
    n: times.length,
    errors,
    statuses,
  };
}

/**
 * Runs `call` `count` times one after another (after `warmup` untimed calls); a call returns its
 * status code, and any code `ok` refuses, or a throw, is an error.
 */
export async function sequential(
  count: number,
  call: (i: number) => Promise<number>,
  options: { warmup?: number; ok?: (status: number) => boolean } = {},
): Promise<Stats> {
  const ok = options.ok ?? ((s: number) => s >= 200 && s < 300);
  for (let i = 0; i < (options.warmup ?? 2); i++) await call(-1 - i).catch(() => 0);
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    let status = 0;
    try {
      status = await call(i);
    } catch (err) {
      if (errors < 5) console.error(`[bench] request failed: ${(err as Error).message}`);
    }
    times.push(performance.now() - t0);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (!ok(status)) errors++;
  }
  return statsOf(times, errors, statuses);
}

/**
 * An autocannon run. Every answer whose status `ok` refuses counts as an error, as do socket errors
 * and timeouts (autocannon's own `non2xx` would also count a 304).
 */
export async function cannon(
  options: autocannon.Options,
  ok: (status: number) => boolean = (s) => s >= 200 && s < 300,
): Promise<Stats> {
  const result = await autocannon({ timeout: 30, ...options });
  const statuses: Record<string, number> = {};
  let bad = 0;
  for (const [code, { count }] of Object.entries(
    (result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats ?? {},
  )) {
    statuses[code] = count;
    if (!ok(Number(code))) bad += count;
  }
  const latency = result.latency as unknown as Record<string, number>;
  return {
    p50: latency.p50!,
    p90: latency.p90!,
    p99: latency.p99!,
    max: latency.max!,
    rps: Math.round(result.requests.average * 10) / 10,
    n: result.requests.total,
    errors: bad + result.errors + result.timeouts,
    statuses,
  };
}

/** The resident memory of a process in MB (Linux /proc), or 0 when unreadable. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** Samples a process's RSS every 50 ms while `work` runs; returns its result and the peak seen. */
export async function withPeakRss<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; peakMb: number }> {
  let peakMb = rssMb(pid);
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(pid));
  }, 50);
  try {
    const result = await work();
    peakMb = Math.max(peakMb, rssMb(pid));
    return { result, peakMb };
  } finally {
    clearInterval(timer);
  }
}
