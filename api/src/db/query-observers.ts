import type { QueryObserver } from './types';

/**
 * The observers of one database's statements (the metrics of each app built on it: the tests
 * build several on one database). A statement is timed only while someone observes, so a server
 * that nobody scrapes pays nothing for it.
 */
export class QueryObservers {
  private readonly observers = new Set<QueryObserver>();

  /** Tells `observer` of every statement from now on, until the returned function is called. */
  add(observer: QueryObserver): () => void {
    this.observers.add(observer);
    return () => void this.observers.delete(observer);
  }

  /** Runs `statement`, timed for the observers when there are any. */
  timed<T>(statement: () => Promise<T>): Promise<T> {
    if (this.observers.size === 0) return statement();
    const started = performance.now();
    const report = (failed: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      for (const observer of this.observers) observer(seconds, failed);
    };
    return statement().then(
      (result) => {
        report(false);
        return result;
      },
      (error: unknown) => {
        report(true);
        throw error;
      },
    );
  }
}
