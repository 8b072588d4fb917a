import { ChangeFanOut } from '../db/changes';
import { NotifiedCache } from './notified-cache';

/** A cache on a feed the test notifies on, with a clock it moves. */
function cacheWithClock(maxEntries = 10) {
  const feed = new ChangeFanOut();
  const clock = { now: 1_000 };
  const cache = new NotifiedCache<string>(feed, { lifetimeMs: 5_000, maxEntries, now: () => clock.now });
  return { feed, clock, cache };
}

describe('NotifiedCache', () => {
  it('caches a value for its lifetime', () => {
    const { clock, cache } = cacheWithClock();
    cache.store('a', 'value', ['session:a'], cache.mark());
    clock.now += 4_999;
    expect(cache.get('a')).toBe('value');
    clock.now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('caches a value no longer than its own end, when that comes before the lifetime', () => {
    const { clock, cache } = cacheWithClock();
    cache.store('a', 'expiring', ['session:a'], cache.mark(), clock.now + 1_000);
    clock.now += 999;
    expect(cache.get('a')).toBe('expiring');
    clock.now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops every value tagged with a notification, and everything at "*"', () => {
    const { feed, cache } = cacheWithClock();
    cache.store('a', 'first', ['session:a', 'member:m1', 'client:c'], cache.mark());
    cache.store('b', 'second', ['session:b', 'member:m1', 'client:c'], cache.mark());
    cache.store('c', 'third', ['session:c', 'member:m2', 'client:c'], cache.mark());
    feed.notify('member:m2');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['first', 'second', undefined]);
    feed.notify('session:a');
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, 'second']);
    feed.notify('member:unknown');
    expect(cache.get('b')).toBe('second');
    feed.notify('*');
    expect(cache.size).toBe(0);
  });

  it('does not cache a value read before a notification, which may be what the change ended', () => {
    const { feed, cache } = cacheWithClock();
    const mark = cache.mark();
    feed.notify('session:a');
    cache.store('a', 'stale', ['session:a'], mark);
    expect(cache.get('a')).toBeUndefined();
    cache.store('a', 'fresh', ['session:a'], cache.mark());
    expect(cache.get('a')).toBe('fresh');
  });

  it("caches a value read while only others' notifications came, unless too many came to tell or everything was dropped", () => {
    const { feed, cache } = cacheWithClock();
    let mark = cache.mark();
    feed.notify('session:b');
    feed.notify('member:m2');
    cache.store('a', 'read meanwhile', ['session:a', 'member:m1'], mark);
    expect(cache.get('a')).toBe('read meanwhile');
    mark = cache.mark();
    feed.notify('session:b');
    feed.notify('member:m1');
    cache.store('a', 'stale', ['session:a', 'member:m1'], mark);
    expect(cache.get('a')).toBeUndefined();
    mark = cache.mark();
    for (let index = 0; index < 300; index++) feed.notify(`session:other${index}`);
    cache.store('a', 'unsure', ['session:a'], mark);
    expect(cache.get('a')).toBeUndefined();
    mark = cache.mark();
    feed.notify('*');
    cache.store('a', 'from before everything changed', ['session:a'], mark);
    expect(cache.get('a')).toBeUndefined();
    mark = cache.mark();
    feed.lost();
    feed.live = true;
    cache.store('a', 'from before the gap', ['session:a'], mark);
    expect(cache.get('a')).toBeUndefined();
  });

  it('reads a value once for every caller asking meanwhile, and caches it', async () => {
    const { cache } = cacheWithClock();
    let reads = 0;
    const read = async () => `read ${++reads}`;
    const answers = await Promise.all([1, 2, 3].map(() => cache.readThrough('a', ['session:a'], read)));
    expect(answers).toEqual(['read 1', 'read 1', 'read 1']);
    expect(await cache.readThrough('a', ['session:a'], read)).toBe('read 1');
    expect(reads).toBe(1);
  });

  it('starts a read of its own for a caller asking after a change of what the read in flight reads', async () => {
    const { feed, cache } = cacheWithClock();
    let finishFirst: (value: string) => void = () => undefined;
    const first = cache.readThrough('a', ['member:m1'], () => new Promise<string>((resolve) => (finishFirst = resolve)));
    feed.notify('member:m1');
    const second = cache.readThrough('a', ['member:m1'], async () => 'after the change');
    finishFirst('before the change');
    expect(await first).toBe('before the change');
    expect(await second).toBe('after the change');
    // The read from before the change is not cached; the one after it is.
    expect(cache.get('a')).toBe('after the change');
  });

  it('caches and answers nothing while the feed is not live, and drops everything on a gap', () => {
    const { feed, cache } = cacheWithClock();
    cache.store('a', 'value', ['session:a'], cache.mark());
    feed.lost();
    expect(cache.size).toBe(0);
    cache.store('a', 'value', ['session:a'], cache.mark());
    expect(cache.get('a')).toBeUndefined();
    feed.live = true;
    cache.store('a', 'value', ['session:a'], cache.mark());
    expect(cache.get('a')).toBe('value');
    feed.live = false;
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest, and forgets its tags with them', () => {
    const { feed, cache } = cacheWithClock(2);
    cache.store('a', 'first', ['member:m'], cache.mark());
    cache.store('b', 'second', ['member:m'], cache.mark());
    cache.store('c', 'third', ['member:n'], cache.mark());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'second', 'third']);
    feed.notify('member:m');
    expect([cache.get('b'), cache.get('c')]).toEqual([undefined, 'third']);
    expect(cache.size).toBe(1);
  });

  it('stops listening when closed', () => {
    const { feed, cache } = cacheWithClock();
    cache.close();
    cache.store('a', 'value', ['session:a'], cache.mark());
    feed.notify('session:a');
    expect(cache.get('a')).toBe('value');
  });
});
