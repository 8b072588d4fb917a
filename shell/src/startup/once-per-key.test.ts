import { oncePerKey } from './once-per-key';

describe('oncePerKey', () => {
  it('loads each key once, and again after a failed load', async () => {
    const calls: string[] = [];
    let failFirst = true;
    const load = oncePerKey(async (key: string) => {
      calls.push(key);
      if (key === 'b' && failFirst) {
        failFirst = false;
        throw new Error('b failed');
      }
      return key.toUpperCase();
    });

    expect(load('a')).toBe(load('a'));
    await expect(load('a')).resolves.toBe('A');
    await expect(load('b')).rejects.toThrow('b failed');
    await expect(load('b')).resolves.toBe('B');
    await expect(load('b')).resolves.toBe('B');
    expect(calls).toEqual(['a', 'b', 'b']);
  });
});
