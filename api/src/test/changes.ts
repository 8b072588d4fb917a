import type { ChangeFeed } from '../db';

/**
 * Resolves when `feed` hears `notification`. On PGlite that happens before the statement that
 * made the change answers; on PostgreSQL another instance hears it a moment after the commit.
 */
export function notified(feed: ChangeFeed, notification: string): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = feed.subscribe({
      onChange: (heard) => {
        if (heard !== notification) return;
        unsubscribe();
        resolve();
      },
      onGap: () => undefined,
    });
  });
}
