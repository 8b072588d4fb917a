import { percentile } from '../measure';

/** How long a probe's heartbeats waited while one heavy input ran. */
export interface ProbeFigures {
  count: number;
  p50: number;
  p99: number;
  max: number;
  failures: number;
}

/** Time between two heartbeats of the probe: the player's own heartbeat is rarer; this finds stalls of 20 ms. */
export const PROBE_EVERY_MS = 20;

/**
 * A signed-in browser of another client that sends a heartbeat every {@link PROBE_EVERY_MS}
 * while a heavy input runs. Each heartbeat is timed from the moment it was due, not from when
 * it was sent, so a stall counts in every heartbeat it held up (no coordinated omission): a
 * stall of one second shows as fifty waits from 1,000 ms down, not as one.
 */
export class HeartbeatProbe {
  private waits: number[] = [];
  private failures = 0;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly base: string,
    private readonly headers: Record<string, string>,
  ) {}

  /** One heartbeat; answers whether it was answered 200. */
  private async heartbeat(): Promise<boolean> {
    const response = await fetch(`${this.base}/api/heartbeat`, { headers: this.headers, signal: AbortSignal.timeout(120_000) });
    await response.arrayBuffer();
    return response.status === 200;
  }

  private async loop(): Promise<void> {
    let due = performance.now();
    while (!this.stopped) {
      const now = performance.now();
      if (due > now) await new Promise((resolve) => setTimeout(resolve, due - now));
      if (this.stopped) break;
      const ok = await this.heartbeat().catch(() => false);
      if (!ok) this.failures += 1;
      // Every heartbeat that fell due while this one waited is timed from its own due moment.
      const answered = performance.now();
      for (; due <= answered; due += PROBE_EVERY_MS) this.waits.push(answered - due);
    }
  }

  /** Runs `work` while the probe beats, and answers how long the heartbeats waited meanwhile. */
  async during<T>(work: () => Promise<T>): Promise<{ result: T; figures: ProbeFigures; seconds: number }> {
    this.waits = [];
    this.failures = 0;
    this.stopped = false;
    this.running = this.loop();
    const started = performance.now();
    try {
      const result = await work();
      const seconds = (performance.now() - started) / 1000;
      // The heartbeat in flight when the work ends is counted too.
      await this.stop();
      return { result, figures: this.figures(), seconds };
    } finally {
      await this.stop();
    }
  }

  private async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  private figures(): ProbeFigures {
    const sorted = [...this.waits].sort((a, b) => a - b);
    return {
      count: sorted.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
      failures: this.failures,
    };
  }
}
