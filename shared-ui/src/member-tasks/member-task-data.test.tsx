import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { act, renderHook } from '@testing-library/react';
import { FEATURE_FLAG_DEFAULTS, PERMISSIONS, readMemberTasksEndpoint } from '@compliance/shared-contracts/browser';
import { appStore, featureFlagsAtom, permissionsAtom } from '@compliance/shared-ui';
import { prefetchMemberTaskPage, useMemberTaskPage, useMemberTaskPagesRefresh } from '@compliance/shared-ui/member-tasks';
import { mockEndpoint, mockFetch } from '@compliance/shared-ui/testing';

const ACCESS = { permission: PERMISSIONS.elearning.readMemberTasks, featureFlag: 'elearnings' } as const;
const answer = { items: [], total: 0, counts: { overdue: 0, next7Days: 0, nextMonth: 0, done: 0, all: 0 } };

// SWR's own cache, as the shell's pages use it: each test reads a page of its own.
describe('prefetchMemberTaskPage', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=token; path=/';
    appStore.set(featureFlagsAtom, { ...FEATURE_FLAG_DEFAULTS, elearnings: true });
    appStore.set(permissionsAtom, [ACCESS.permission]);
  });

  it('puts the page in the cache: the hook’s first render has it, and no second request is sent', async () => {
    const requests = mockFetch([mockEndpoint(readMemberTasksEndpoint, { body: answer })]);
    await prefetchMemberTaskPage(readMemberTasksEndpoint, { bucket: 'done', page: 2 });
    const { result } = renderHook(() => useMemberTaskPage(readMemberTasksEndpoint, { bucket: 'done', page: 2 }));
    expect(result.current.data).toEqual(answer);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toEqual([{ method: 'POST', path: readMemberTasksEndpoint.path, body: { bucket: 'done', page: 2, perPage: 25 } }]);
  });

  it('shows the page as it is to each hook that mounts moments later, until a change reads it again', async () => {
    const requests = mockFetch([mockEndpoint(readMemberTasksEndpoint, { body: answer })]);
    const selection = { bucket: 'nextMonth', page: 1 };
    await prefetchMemberTaskPage(readMemberTasksEndpoint, selection);
    // SWR's deduplication of requests close together switched off, to see each request the hooks send.
    const noDeduplication = ({ children }: { children: ReactNode }) => <SWRConfig value={{ dedupingInterval: 0 }}>{children}</SWRConfig>;
    // The overview and then its tab: one page, read once.
    const overview = renderHook(() => useMemberTaskPage(readMemberTasksEndpoint, selection), { wrapper: noDeduplication });
    overview.unmount();
    const tab = renderHook(
      () => ({ page: useMemberTaskPage(readMemberTasksEndpoint, selection), refresh: useMemberTaskPagesRefresh(readMemberTasksEndpoint) }),
      { wrapper: noDeduplication },
    );
    expect(tab.result.current.page.data).toEqual(answer);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toHaveLength(1);
    // A task completed: the page shown is read again, and so by a hook that mounts afterwards.
    await act(async () => tab.result.current.refresh());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toHaveLength(2);
    tab.unmount();
    renderHook(() => useMemberTaskPage(readMemberTasksEndpoint, selection), { wrapper: noDeduplication });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toHaveLength(3);
  });

  it('sends nothing for a member who may not read the page, or whose area is off', async () => {
    const requests = mockFetch([mockEndpoint(readMemberTasksEndpoint, { body: answer })]);
    appStore.set(permissionsAtom, []);
    await prefetchMemberTaskPage(readMemberTasksEndpoint, { bucket: 'overdue', page: 1 });
    appStore.set(permissionsAtom, [ACCESS.permission]);
    appStore.set(featureFlagsAtom, { ...FEATURE_FLAG_DEFAULTS, elearnings: false });
    await prefetchMemberTaskPage(readMemberTasksEndpoint, { bucket: 'overdue', page: 1 });
    expect(requests).toEqual([]);
  });
});
