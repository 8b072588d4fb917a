import { QueryObservers } from './query-observers';

describe('QueryObservers', () => {
  it('tells every observer of a statement, a failed one as failed and still thrown', async () => {
    const observers = new QueryObservers();
    const first: Array<[number, boolean]> = [];
    const second: boolean[] = [];
    observers.add((seconds, failed) => first.push([seconds, failed]));
    observers.add((_seconds, failed) => second.push(failed));

    await expect(observers.timed(async () => 'rows')).resolves.toBe('rows');
    await expect(observers.timed(() => Promise.reject(new Error('syntax error')))).rejects.toThrow('syntax error');

    expect(first.map(([, failed]) => failed)).toEqual([false, true]);
    expect(first.every(([seconds]) => seconds >= 0 && seconds < 60)).toBe(true);
    expect(second).toEqual([false, true]);
  });

  it('tells an observer nothing once it was removed, and runs statements untimed without observers', async () => {
    const observers = new QueryObservers();
    const told: boolean[] = [];
    const stop = observers.add((_seconds, failed) => told.push(failed));
    await observers.timed(async () => 1);
    stop();
    await observers.timed(async () => 2);
    expect(told).toEqual([false]);

    // Untimed: the statement's own promise is answered, not one made to time it.
    const statement = Promise.resolve(3);
    expect(observers.timed(() => statement)).toBe(statement);
  });
});
