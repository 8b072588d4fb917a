import {
  FEATURE_FLAG_DEFAULTS,
  PERMISSIONS,
  readMemberTasksEndpoint,
  readRiskMemberTasksEndpoint,
} from '@compliance/shared-contracts/browser';
import { appStore, featureFlagsAtom, permissionsAtom } from '@compliance/shared-ui';
import { mockEndpoint, mockFetch } from '@compliance/shared-ui/testing';
import { preloadStartPage } from './preload';

const counts = { overdue: 0, next7Days: 0, nextMonth: 0, done: 0, all: 0 };
const routes = [
  mockEndpoint(readMemberTasksEndpoint, { body: { items: [], total: 0, counts } }),
  mockEndpoint(readRiskMemberTasksEndpoint, {
    body: { items: [], total: 0, counts: { ...counts, measuresAgreed: 0, measuresToDefine: 0 } },
  }),
];
const pathsOf = (requests: Array<{ path: string }>) => requests.map((request) => request.path);

describe('preloadStartPage', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=token; path=/';
    appStore.set(featureFlagsAtom, { ...FEATURE_FLAG_DEFAULTS, elearnings: true, riskAssessments: true });
    appStore.set(permissionsAtom, [PERMISSIONS.elearning.readMemberTasks, PERMISSIONS.riskAssessment.readMemberTasks]);
  });

  it('reads the first page of the tab opened, and for the overview of each tab the member sees, each once', async () => {
    let requests = mockFetch(routes);
    await preloadStartPage('/dashboard/start/overview/elearnings');
    expect(requests).toEqual([{ method: 'POST', path: readMemberTasksEndpoint.path, body: { bucket: 'all', page: 1, perPage: 25 } }]);
    // The E-Learnings' page is read already (SWR keeps it for the page that takes it): the analyses' only.
    requests = mockFetch(routes);
    await preloadStartPage('/dashboard/start/overview');
    expect(pathsOf(requests)).toEqual([readRiskMemberTasksEndpoint.path]);
  });

  it('reads nothing for a tab the member does not see, an address with a selection, or another page', async () => {
    appStore.set(featureFlagsAtom, { ...FEATURE_FLAG_DEFAULTS, elearnings: true, riskAssessments: false });
    const requests = mockFetch(routes);
    await preloadStartPage('/dashboard/start/overview/risk-assessments');
    await preloadStartPage('/dashboard/start/overview/elearnings?bucket=done');
    await preloadStartPage('/dashboard/start/attention');
    expect(requests).toEqual([]);
  });
});
