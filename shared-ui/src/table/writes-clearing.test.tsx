import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { useWritesClearing } from '@compliance/shared-ui/table';

const WRITES = {
  save: async (name: string) => ({ saved: name }),
  fail: async () => {
    throw new Error('refused');
  },
};

function setup(after?: () => void) {
  let reads = 0;
  let otherReads = 0;
  const shown: unknown[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  const { result } = renderHook(
    () => {
      const details = useSWR(['/api/thing/details', 'uuid-1'], () => ++reads);
      if (shown.at(-1) !== details.data || shown.length === 0) shown.push(details.data);
      return {
        details,
        other: useSWR(['/api/other/list'], () => ++otherReads),
        writes: useWritesClearing(['/api/thing/list', '/api/thing/details'], WRITES, after),
      };
    },
    { wrapper },
  );
  return { result, reads: () => reads, otherReads: () => otherReads, shownDetails: () => shown };
}

describe('useWritesClearing', () => {
  it('answers what the write answers, then reads the cached entries of its keys again and runs `after`', async () => {
    const after = jest.fn();
    const { result, reads, otherReads, shownDetails } = setup(after);
    await waitFor(() => expect(result.current.details.data).toBe(1));
    let answer: unknown;
    await act(async () => {
      answer = await result.current.writes.save('Vertrieb');
    });
    expect(answer).toEqual({ saved: 'Vertrieb' });
    await waitFor(() => expect(result.current.details.data).toBe(2));
    // The details stay shown while read again (a page keeps its forms and dialogs mounted).
    expect(shownDetails()).toEqual([undefined, 1, 2]);
    expect(reads()).toBe(2);
    // Keys of other features stay as they were.
    expect(otherReads()).toBe(1);
    expect(after).toHaveBeenCalledTimes(1);
    expect(after).toHaveBeenCalledWith('save');
  });

  it('clears nothing and runs nothing after a failed write', async () => {
    const after = jest.fn();
    const { result, reads } = setup(after);
    await waitFor(() => expect(result.current.details.data).toBe(1));
    await act(async () => {
      await expect(result.current.writes.fail()).rejects.toThrow('refused');
    });
    expect(reads()).toBe(1);
    expect(after).not.toHaveBeenCalled();
  });

  it('keeps the bound writes from render to render', async () => {
    const { result } = setup();
    const first = result.current.writes;
    await waitFor(() => expect(result.current.details.data).toBe(1));
    expect(result.current.writes).toBe(first);
  });
});
