import type { ChangeFeed } from '../db';

/**
 * Resolves when `feed` hears `announcement`. On PGlite that happens before the statement that
 * made the change answers; on PostgreSQL another instance hears it a moment after the commit.
 */
export function announced(feed: ChangeFeed, announcement: string): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = feed.subscribe({
      onChange: (heard) => {
        if (heard !== announcement) return;
        unsubscribe();
        resolve();
      },
      onGap: () => undefined,
    });
  });
}
