import { CMI_LIMITS } from '@compliance/shared-contracts/browser';

/** Run-time data as the server takes it: SCORM element names only, every value as text within the limit. */
export function cmiValuesOf(commit: unknown): Record<string, string> {
  if (typeof commit !== 'object' || commit === null) return {};
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(commit)) {
    if (!CMI_LIMITS.elementPattern.test(name) || value === null || value === undefined || typeof value === 'object') continue;
    const text = String(value);
    if (text.length <= CMI_LIMITS.maxValueLength) values[name] = text;
  }
  return values;
}

/**
 * Sends a course's commits one after another, so an older one never lands after a newer one;
 * what arrives while one is on its way is merged and sent next. The last commit (the learner
 * leaves) goes at once, with all that is still waiting, and may outlive the page.
 */
export class CommitQueue {
  private pending: Record<string, string> = {};
  private sending = false;

  constructor(private readonly send: (cmi: Record<string, string>, last: boolean) => Promise<void>) {}

  /** Queues one commit of the content. */
  push(cmi: Record<string, string>, last: boolean): void {
    this.pending = { ...this.pending, ...cmi };
    if (last) {
      const all = this.pending;
      this.pending = {};
      void this.send(all, true);
      return;
    }
    void this.flush();
  }

  private async flush(): Promise<void> {
    while (!this.sending && Object.keys(this.pending).length > 0) {
      const next = this.pending;
      this.pending = {};
      this.sending = true;
      try {
        await this.send(next, false);
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
