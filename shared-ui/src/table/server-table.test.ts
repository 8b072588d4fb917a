import { heldPrefetches, PREFETCH_KEEP_MS, prefetchList, type ServerList } from './server-table';

/** A list whose every page answers at once, empty. */
const list = (search: string): ServerList<never> => ({
  tableId: `prefetched-${search}`,
  initialState: { filter: { search } },
  cacheKey: '/api/prefetched/list',
  fetchPage: () => Promise.resolve({ items: [], total: 0 }),
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a long session does not pile up prefetches: those no table took in time are dropped', async () => {
  const start = Date.now();
  const now = jest.spyOn(Date, 'now').mockReturnValue(start);
  for (let index = 0; index < 250; index++) prefetchList(list(`name ${index}`));
  await flush();
  // Within the keep time, every prefetch is held (a table may still take it).
  expect(heldPrefetches()).toBe(250);
  now.mockReturnValue(start + PREFETCH_KEEP_MS);
  prefetchList(list('one more'));
  await flush();
  expect(heldPrefetches()).toBe(1);
  now.mockRestore();
});
