import { CMI_LIMITS, cmiElementRefusal, type ScormVersionName } from '@compliance/shared-contracts/browser';

/** A commit of the content as the server takes it, and the names of the elements left out. */
export interface CommitValues {
  values: Record<string, string>;
  refused: string[];
}

/**
 * Run-time data as the server takes it: the elements of the package's SCORM version, each value
 * as text within its limit (the server refuses a commit with anything else). The runtime's empty
 * collections (objects) are no data; every other element left out is named.
 */
export function cmiValuesOf(commit: unknown, version: ScormVersionName): CommitValues {
  const result: CommitValues = { values: {}, refused: [] };
  if (typeof commit !== 'object' || commit === null) return result;
  for (const [name, value] of Object.entries(commit)) {
    if (value === null || value === undefined || typeof value === 'object') continue;
    const text = String(value);
    const fits = CMI_LIMITS.elementPattern.test(name) && text.length <= CMI_LIMITS.maxValueLength;
    if (fits && cmiElementRefusal(version, name, text) === null) result.values[name] = text;
    else result.refused.push(name);
  }
  return result;
}

/**
 * Sends a course's commits one after another, so an older one never lands after a newer one;
 * what arrives while one is on its way is merged and sent next. The last commit (the learner
 * leaves) goes at once, with all that is still waiting, and may outlive the page.
 */
export class CommitQueue {
  private pending: Record<string, string> = {};
  private sending = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly send: (cmi: Record<string, string>, last: boolean) => Promise<void>) {}

  /** Queues one commit of the content. */
  push(cmi: Record<string, string>, last: boolean): void {
    this.pending = { ...this.pending, ...cmi };
    if (last) {
      const all = this.pending;
      this.pending = {};
      void this.track(this.send(all, true));
      return;
    }
    void this.flush();
  }

  /** Resolves once every commit sent so far has been answered (or failed): the server then holds what the content reported. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private track(sent: Promise<void>): Promise<void> {
    this.inFlight.add(sent);
    const done = () => this.inFlight.delete(sent);
    sent.then(done, done);
    return sent;
  }

  private async flush(): Promise<void> {
    while (!this.sending && Object.keys(this.pending).length > 0) {
      const next = this.pending;
      this.pending = {};
      this.sending = true;
      try {
        await this.track(this.send(next, false));
      } catch {
        // Kept, not retried at once: the content commits again, and the last commit sends all.
        this.pending = { ...next, ...this.pending };
        return;
      } finally {
        this.sending = false;
      }
    }
  }
}
