import {
  FEATURE_FLAG_DEFAULTS,
  PERMISSIONS,
  readExecutionOutlineEndpoint,
  readMemberTasksEndpoint,
} from '@compliance/shared-contracts/browser';
import { appStore, featureFlagsAtom, permissionsAtom } from '@compliance/shared-ui';
import { mockEndpoint, mockFetch } from '@compliance/shared-ui/testing';
import { preloadELearningPage } from './preload';

const counts = { overdue: 0, next7Days: 0, nextMonth: 0, done: 0, all: 0 };

describe('preloadELearningPage', () => {
  it("reads My E-Learnings' first page of cards ahead, and nothing for an address with a selection", async () => {
    document.cookie = 'XSRF-TOKEN=token; path=/';
    appStore.set(featureFlagsAtom, { ...FEATURE_FLAG_DEFAULTS, elearnings: true });
    appStore.set(permissionsAtom, [PERMISSIONS.elearning.readMemberTasks]);
    const requests = mockFetch([mockEndpoint(readMemberTasksEndpoint, { body: { items: [], total: 0, counts } })]);
    await preloadELearningPage('/dashboard/apps/elearnings/my-elearnings?bucket=done');
    expect(requests).toEqual([]);
    await preloadELearningPage('/dashboard/apps/elearnings/my-elearnings');
    expect(requests).toEqual([{ method: 'POST', path: readMemberTasksEndpoint.path, body: { bucket: 'all', page: 1, perPage: 25 } }]);
  });

  it("reads the player's outline of its attempt ahead, for a member who may play it only", async () => {
    document.cookie = 'XSRF-TOKEN=token; path=/';
    appStore.set(featureFlagsAtom, { ...FEATURE_FLAG_DEFAULTS, elearnings: true });
    const executionUuid = '88888888-8888-4888-8888-888888888888';
    const outline = {
      executionUuid,
      taskUuid: executionUuid,
      title: 'Kurs',
      scormVersion: '1.2' as const,
      activityId: null,
      activities: [],
      completed: false,
    };
    const requests = mockFetch([mockEndpoint(readExecutionOutlineEndpoint, { body: outline })]);
    appStore.set(permissionsAtom, [PERMISSIONS.elearning.readMemberTasks]);
    await preloadELearningPage(`/dashboard/apps/elearnings/execution/${executionUuid}`);
    expect(requests).toEqual([]);
    appStore.set(permissionsAtom, [PERMISSIONS.elearning.execute]);
    await preloadELearningPage(`/dashboard/apps/elearnings/execution/${executionUuid}`);
    expect(requests).toEqual([{ method: 'POST', path: readExecutionOutlineEndpoint.path, body: { executionUuid } }]);
  });
});
