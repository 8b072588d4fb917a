import { LIST_MEMORY_MS, prefetchList, rememberedListQueries, type ServerList } from './server-table';

/** A list whose every page answers at once, empty. */
const list = (search: string): ServerList<never> => ({
  tableId: `remembered-${search}`,
  initialState: { filter: { search } },
  cacheKey: '/api/remembered/list',
  fetchPage: () => Promise.resolve({ items: [], total: 0 }),
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a long session does not pile up queries: past 200, those older than the memory time are forgotten', async () => {
  const start = Date.now();
  const now = jest.spyOn(Date, 'now').mockReturnValue(start);
  for (let index = 0; index < 250; index++) prefetchList(list(`name ${index}`));
  await flush();
  // Within the memory time, every query is remembered (each still saves a request).
  expect(rememberedListQueries()).toBe(250);
  now.mockReturnValue(start + LIST_MEMORY_MS + 1);
  prefetchList(list('one more'));
  await flush();
  expect(rememberedListQueries()).toBe(1);
  now.mockRestore();
});
