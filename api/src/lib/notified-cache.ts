import type { ChangeFeed } from '../db';

/** The notification that everything cached may be out of date (a restore in replica mode, say). */
const EVERYTHING = '*';

/**
 * How many of the latest notifications an instance remembers, to tell whether one ended what a
 * read that began before it holds; a read outlived by more is not cached.
 */
const RECENT_NOTIFICATIONS = 256;

/** How long values are cached, and how many at most. */
export interface NotifiedCacheOptions {
  lifetimeMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry<Value> {
  value: Value;
  cachedUntil: number;
  tags: readonly string[];
}

/**
 * Values read from the database, cached in this instance for a short lifetime and dropped at once
 * when the database notifies a change to what they were read from (migration 029). Each value
 * carries the notifications that end it (its tags: 'session:<id>', 'member:<id>' …). Nothing is
 * cached, or answered, while the feed is not live: a notification missed then could not end it.
 */
export class NotifiedCache<Value> {
  private readonly entries = new Map<string, Entry<Value>>();
  private readonly keysByTag = new Map<string, Set<string>>();
  /**
   * Counts notifications: a read that began before one of its own may hold what it changed, so it
   * is not cached. Others do not matter to it: under load the sessions, profiles and members of a
   * client are notified many times a second, and a list's keysets, which take long to read,
   * were cached almost never while any notification ended every read.
   */
  private generation = 0;
  /** The latest notifications (at most RECENT_NOTIFICATIONS), oldest first, each with its generation. */
  private readonly recent: Array<{ generation: number; notification: string }> = [];
  /** The generation of the last time everything was dropped ('*', a gap in the feed). */
  private clearedAt = 0;
  /** Reads in flight by {@link readThrough}, each with the tags of what it reads. */
  private readonly reading = new Map<string, { value: Promise<Value>; tags: readonly string[] }>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly options: NotifiedCacheOptions,
  ) {
    this.unsubscribe = feed.subscribe({ onChange: (notification) => this.forget(notification), onGap: () => this.clear() });
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The mark to take before reading a value from the database, for {@link store}. */
  mark(): number {
    return this.generation;
  }

  /** The value cached under `key`, while its lifetime lasts and no notification ended it. */
  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.feed.live && this.now() < entry.cachedUntil) return entry.value;
    this.drop(key);
    return undefined;
  }

  /**
   * The value cached under `key` itself, without a microtask (most calls: a caller may answer it
   * at once); or else a promise of it read by `read` and cached ({@link store}). Callers asking while
   * it is read wait for that one read, as 25 admins' connections asking for the same list's
   * keysets at once read them 24 times. A caller asking after one of `tags` was notified
   * starts a read of its own: the one in flight may be from before the change.
   */
  readThrough(key: string, tags: readonly string[], read: () => Promise<Value>): Value | Promise<Value> {
    const found = this.get(key);
    if (found !== undefined) return found;
    const inFlight = this.reading.get(key);
    if (inFlight) return inFlight.value;
    const mark = this.mark();
    const value = read().then((readValue) => {
      this.store(key, readValue, tags, mark);
      return readValue;
    });
    const entry = { value, tags };
    this.reading.set(key, entry);
    const settled = () => {
      if (this.reading.get(key) === entry) this.reading.delete(key);
    };
    value.then(settled, settled);
    return value;
  }

  /**
   * Caches `value` under `key` until a notification of one of `tags`, or its lifetime's end, or
   * `until` (ms) when that comes first (a session's expiry); unless one of `tags` was notified
   * since `mark` was taken: the value may be from before that change.
   */
  store(key: string, value: Value, tags: readonly string[], mark: number, until = Number.POSITIVE_INFINITY): void {
    if (this.notifiedSince(mark, tags) || !this.feed.live) return;
    this.drop(key);
    if (this.entries.size >= this.options.maxEntries) {
      // The oldest entry goes first (a Map iterates in insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    this.entries.set(key, { value, cachedUntil: Math.min(this.now() + this.options.lifetimeMs, until), tags });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  /** Whether one of `tags` may have been notified since `mark`: also when everything was dropped, or too much was notified to tell. */
  private notifiedSince(mark: number, tags: readonly string[]): boolean {
    if (mark === this.generation) return false;
    if (this.clearedAt > mark) return true;
    // Every notification after the mark must still be remembered to tell that none was one of the tags.
    const oldest = this.recent[0];
    if (!oldest || oldest.generation > mark + 1) return true;
    return this.recent.some((entry) => entry.generation > mark && tags.includes(entry.notification));
  }

  /** Drops what the notification ends: every value tagged with it, or everything for '*'. */
  forget(notification: string): void {
    if (notification === EVERYTHING) return this.clear();
    this.generation++;
    this.recent.push({ generation: this.generation, notification });
    if (this.recent.length > RECENT_NOTIFICATIONS) this.recent.shift();
    for (const [key, { tags }] of this.reading) if (tags.includes(notification)) this.reading.delete(key);
    const keys = this.keysByTag.get(notification);
    if (keys) for (const key of [...keys]) this.drop(key);
  }

  /** Drops every value. */
  clear(): void {
    this.generation++;
    this.clearedAt = this.generation;
    this.reading.clear();
    this.entries.clear();
    this.keysByTag.clear();
  }

  /** The number of values cached now. */
  get size(): number {
    return this.entries.size;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }

  /** Stops listening to the feed and drops every value. */
  close(): void {
    this.unsubscribe();
    this.clear();
  }
}

/**
 * One cache per change feed, made when first asked for: each instance's database handle has its
 * own feed, so a module that caches values without a plugin of its own caches them per instance.
 */
export function cachePerFeed<Value>(options: NotifiedCacheOptions): (feed: ChangeFeed) => NotifiedCache<Value> {
  const caches = new WeakMap<ChangeFeed, NotifiedCache<Value>>();
  return (feed) => {
    let cache = caches.get(feed);
    if (!cache) caches.set(feed, (cache = new NotifiedCache<Value>(feed, options)));
    return cache;
  };
}
