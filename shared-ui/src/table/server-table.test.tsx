import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { act, renderHook, waitFor } from '@testing-library/react';
import { memberListEndpoint } from '@compliance/shared-contracts/browser';
import { appStore, loadingAtom, permissionsAtom } from '@compliance/shared-ui';
import { mockEndpoint, mockFetch } from '@compliance/shared-ui/testing';
import { PREFETCH_KEEP_MS } from '@compliance/shared-ui/member-tasks';
import { fetchListPage, heldPrefetches, prefetchList, useServerTable, type ServerList } from './server-table';
import { createTableState } from './table-state';

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

test('a page asked for again counts as fresh from then, though SWR keeps the equal page it had', async () => {
  const fetchPage = jest.fn(() => Promise.resolve({ items: [], total: 0 }));
  const reloaded: ServerList<never> = { ...list('reloaded'), fetchPage, cacheMs: 1000 };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </MemoryRouter>
  );
  const start = Date.now();
  const now = jest.spyOn(Date, 'now').mockReturnValue(start);
  const { result } = renderHook(() => useServerTable(reloaded), { wrapper });
  await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
  // Past the cache time, the table asks again and gets an equal answer.
  now.mockReturnValue(start + 2000);
  await act(() => result.current.reload());
  expect(fetchPage).toHaveBeenCalledTimes(2);
  // Within the cache time of that second request, a prefetch has nothing to ask.
  prefetchList(reloaded);
  await flush();
  expect(fetchPage).toHaveBeenCalledTimes(2);
  now.mockRestore();
});

test('a list the member may not read is never asked for ahead: its page turns them away first', async () => {
  const fetchPage = jest.fn(() => Promise.resolve({ items: [], total: 0 }));
  const guarded: ServerList<never> = { ...list('guarded'), fetchPage, permissions: ['member-list.get-list'] };
  appStore.set(permissionsAtom, ['profile.read-profile-setting']);
  prefetchList(guarded);
  await flush();
  expect(fetchPage).not.toHaveBeenCalled();
  appStore.set(permissionsAtom, ['member-list.get-list']);
  prefetchList(guarded);
  await flush();
  expect(fetchPage).toHaveBeenCalledTimes(1);
  appStore.set(permissionsAtom, []);
});

test("a table's page request drives no loader: the table shows its own loading, not the page's veil", async () => {
  appStore.set(loadingAtom, {});
  // A known CSRF cookie keeps the list's POST from fetching /api/csrf first.
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
  const requests = mockFetch([mockEndpoint(memberListEndpoint, { body: { items: [], total: 0 } })]);
  const asked = fetchListPage(memberListEndpoint, createTableState({ perPage: 25 }).current);
  expect(appStore.get(loadingAtom)).toEqual({});
  await asked;
  expect(requests.map((request) => request.path)).toEqual([memberListEndpoint.path]);
  expect(appStore.get(loadingAtom)).toEqual({});
});

test("a table counts as loading until its first answer, also while a link's query is still to be read", async () => {
  let answer: (page: { items: never[]; total: number }) => void = () => undefined;
  const fetchPage = jest.fn(() => new Promise<{ items: never[]; total: number }>((resolve) => (answer = resolve)));
  const linked: ServerList<never> = { ...list('linked'), fetchPage };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/?search=linked']}>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </MemoryRouter>
  );
  const { result } = renderHook(() => useServerTable(linked), { wrapper });
  // The address holds a filter: no query is asked for until the table reports it, and the
  // table must not say in the meantime that there is nothing.
  expect(fetchPage).not.toHaveBeenCalled();
  expect(result.current.loading).toBe(true);
  act(() => result.current.onStateChange(createTableState({ perPage: 25, filter: { search: 'linked' } }).current));
  await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
  expect(result.current.loading).toBe(true);
  await act(async () => answer({ items: [], total: 0 }));
  await waitFor(() => expect(result.current.loading).toBe(false));
});
