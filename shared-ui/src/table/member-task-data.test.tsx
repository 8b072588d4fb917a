import { act, renderHook } from '@testing-library/react';
import { FEATURE_FLAG_DEFAULTS, PERMISSIONS, readMemberTasksEndpoint } from '@compliance/shared-contracts/browser';
import { appStore, featureFlagsAtom, permissionsAtom } from '@compliance/shared-ui';
import { prefetchMemberTaskPage, useMemberTaskPage } from '@compliance/shared-ui/table';
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
    await prefetchMemberTaskPage(readMemberTasksEndpoint, { bucket: 'done', page: 2 }, ACCESS);
    const { result } = renderHook(() => useMemberTaskPage(readMemberTasksEndpoint, { bucket: 'done', page: 2 }));
    expect(result.current.data).toEqual(answer);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toEqual([{ method: 'POST', path: readMemberTasksEndpoint.path, body: { bucket: 'done', page: 2, perPage: 25 } }]);
  });

  it('sends nothing for a member who may not read the page, or whose area is off', async () => {
    const requests = mockFetch([mockEndpoint(readMemberTasksEndpoint, { body: answer })]);
    appStore.set(permissionsAtom, []);
    await prefetchMemberTaskPage(readMemberTasksEndpoint, { bucket: 'overdue', page: 1 }, ACCESS);
    appStore.set(permissionsAtom, [ACCESS.permission]);
    appStore.set(featureFlagsAtom, { ...FEATURE_FLAG_DEFAULTS, elearnings: false });
    await prefetchMemberTaskPage(readMemberTasksEndpoint, { bucket: 'overdue', page: 1 }, ACCESS);
    expect(requests).toEqual([]);
  });
});
