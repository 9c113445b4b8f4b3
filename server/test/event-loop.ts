import { readFileSync } from "node:fs";

/*
 * How long the event loop was held: a timer ticks every 5 ms, and between two ticks the loop ran
 * nothing else. The hold is measured as the CPU time the main thread spent between two ticks
 * (Linux's /proc, in 10 ms ticks), not as wall time: on a loaded machine a thread that waits for a
 * core shows long gaps that are no work of its own. The wall-time gap is answered too.
 */

/** CPU time the process's main thread has used (ms): utime + stime of /proc/self/task/<pid>/stat. */
export function mainThreadCpuMs(): number {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 14 and 15 of stat(5), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Runs `work`; answers its result, the longest hold of the event loop (CPU ms) and the longest gap (wall ms). */
export async function longestHold<T>(
  work: () => Promise<T>,
): Promise<{ result: T; holdMs: number; gapMs: number }> {
  let lastCpu = mainThreadCpuMs();
  let lastWall = performance.now();
  let holdMs = 0;
  let gapMs = 0;
  const tick = () => {
    const cpu = mainThreadCpuMs();
    const wall = performance.now();
    holdMs = Math.max(holdMs, cpu - lastCpu);
    gapMs = Math.max(gapMs, wall - lastWall);
    lastCpu = cpu;
    lastWall = wall;
  };
  const timer = setInterval(tick, 5);
  try {
    const result = await work();
    tick();
    return { result, holdMs, gapMs };
  } finally {
    clearInterval(timer);
  }
}
