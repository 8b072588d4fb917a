import { readFileSync, readdirSync } from 'node:fs';

/** Latency percentiles (ms) and throughput of a batch of timed calls. */
export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

/** The p-th percentile of ascending durations (nearest rank). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The median of some numbers, in any order (the upper one of an even count's middle two). */
export const median = (values: readonly number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Figures of calls timed over `elapsedSeconds`. */
export function summarize(durations: number[], failures: number, elapsedSeconds: number): LoadFigures {
  durations.sort((a, b) => a - b);
  return {
    requests: durations.length,
    perSecond: durations.length / elapsedSeconds,
    p50: percentile(durations, 50),
    p95: percentile(durations, 95),
    p99: percentile(durations, 99),
    failures,
  };
}

/** Runs `call` over and over for `durationMs` with `concurrency` in flight and times each call. */
export async function loadFor(durationMs: number, concurrency: number, call: () => Promise<boolean>): Promise<LoadFigures> {
  const durations: number[] = [];
  let failures = 0;
  const started = performance.now();
  const until = started + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        if (!(await call())) failures++;
        durations.push(performance.now() - t0);
      }
    }),
  );
  return summarize(durations, failures, (performance.now() - started) / 1000);
}

/**
 * Runs `callers` callers for `durationMs`, each calling once every `everyMs` (its first call at a
 * random moment of the first period) and waiting for each answer before its next call, as a
 * learner's player commits one at a time; `call` is told which caller calls. A call is timed from the moment it was due, so an answer
 * that held the caller up counts in the next call's time too (no coordinated omission).
 */
export async function paced(
  durationMs: number,
  callers: number,
  everyMs: number,
  call: (caller: number) => Promise<boolean>,
): Promise<LoadFigures> {
  const durations: number[] = [];
  let failures = 0;
  const started = performance.now();
  const until = started + durationMs;
  await Promise.all(
    Array.from({ length: callers }, async (_, caller) => {
      for (let due = started + Math.random() * everyMs; due < until; due += everyMs) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (!(await call(caller))) failures++;
        durations.push(performance.now() - due);
      }
    }),
  );
  return summarize(durations, failures, (performance.now() - started) / 1000);
}

/** Runs `call` `total` times with `concurrency` in flight and times each call. */
export async function load(total: number, concurrency: number, call: () => Promise<boolean>): Promise<LoadFigures> {
  const durations: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        if (!(await call())) failures++;
        durations.push(performance.now() - t0);
      }
    }),
  );
  return summarize(durations, failures, (performance.now() - started) / 1000);
}

/** A process and all its descendants, parents before children (tsx runs node as a child). */
export function processTree(pid: number): number[] {
  const ids: number[] = [];
  const visit = (id: number) => {
    try {
      const children = readdirSync(`/proc/${id}/task`).flatMap((task) =>
        readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean),
      );
      ids.push(id);
      for (const child of children) visit(Number(child));
    } catch {
      // the process ended meanwhile
    }
  };
  visit(pid);
  return ids;
}

/** One memory figure (kB) of /proc/<pid>/status: VmRSS (now) or VmHWM (peak so far); 0 once the process is gone. */
export function memoryKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Resident memory (MB) of a process and all its descendants (tsx runs node as a child). */
export function treeRssMb(pid: number): number {
  return processTree(pid).reduce((kb, id) => kb + memoryKb(id, 'VmRSS'), 0) / 1024;
}

/**
 * Samples the resident memory of a process every `everyMs` until stopped; answers the highest
 * sample and the kernel's own high-water mark (VmHWM), both in MB.
 */
export function sampleRss(pid: number, everyMs = 100): { stop: () => { peakMb: number; highWaterMb: number } } {
  let peakKb = memoryKb(pid, 'VmRSS');
  const timer = setInterval(() => (peakKb = Math.max(peakKb, memoryKb(pid, 'VmRSS'))), everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      peakKb = Math.max(peakKb, memoryKb(pid, 'VmRSS'));
      return { peakMb: peakKb / 1024, highWaterMb: memoryKb(pid, 'VmHWM') / 1024 };
    },
  };
}

/** Samples the resident memory of a process tree (all its descendants summed) until stopped; answers the highest sum in MB. */
export function sampleTreeRss(rootPid: number, everyMs = 200): { stop: () => number } {
  let peakMb = treeRssMb(rootPid);
  const timer = setInterval(() => (peakMb = Math.max(peakMb, treeRssMb(rootPid))), everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peakMb, treeRssMb(rootPid));
    },
  };
}

/** Linux counts CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, seconds) a process has used so far; with `endedChildren`, plus
 * what its children that have ended used (the kernel adds theirs once they are waited for).
 * 0 once the process is gone.
 */
export function cpuSeconds(pid: number, endedChildren = false): number {
  try {
    // The command name in parentheses may hold spaces: count the fields after its closing one.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const [utime, stime, cutime, cstime] = fields.slice(11, 15) as [number, number, number, number];
    return (utime + stime + (endedChildren ? cutime + cstime : 0)) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Runs `work` and answers its result with the seconds it took. */
export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}
