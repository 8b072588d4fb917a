/**
 * @jest-environment node
 */
// In Node, as the server's worker runs it (docs/decisions/0021-signed-in-first-view.md).
import {
  FEATURE_FLAG_DEFAULTS,
  PERMISSIONS,
  memberTaskPageBody,
  pageAnswerKey,
  readMemberTasksEndpoint,
  readRiskMemberTasksEndpoint,
  type PageAnswer,
} from '@compliance/shared-contracts/browser';
import { renderPageViewOf, routesWithoutFirstRequests, testMemberState } from '@compliance/shared-ui/testing';
import { areaDescription } from './area-description';
import { startPaths } from './common/paths';
import { FIRE_SAFETY_TASK, WAREHOUSE_ANALYSIS } from './fixtures';
import * as pageViews from './page-views';

const member = {
  ...testMemberState({ permissions: [PERMISSIONS.elearning.readMemberTasks, PERMISSIONS.riskAssessment.readMemberTasks] }),
  featureFlags: { ...FEATURE_FLAG_DEFAULTS, elearnings: true, riskAssessments: true },
};
const counts = { overdue: 0, next7Days: 0, nextMonth: 0, done: 0, all: 0 };
const taskAnswers = (overdueIn: 'elearnings' | 'risk-assessments'): PageAnswer[] => [
  {
    key: pageAnswerKey('POST', readMemberTasksEndpoint.path, memberTaskPageBody('all', 1)),
    answer: { items: [FIRE_SAFETY_TASK], total: 1, counts: { ...counts, all: 1, overdue: overdueIn === 'elearnings' ? 1 : 0 } },
  },
  {
    key: pageAnswerKey('POST', readRiskMemberTasksEndpoint.path, memberTaskPageBody('all', 1)),
    answer: {
      items: [WAREHOUSE_ANALYSIS],
      total: 1,
      counts: { ...counts, all: 1, overdue: overdueIn === 'risk-assessments' ? 1 : 0, measuresAgreed: 1, measuresToDefine: 0 },
    },
  },
];

const renderOverview = (answers: PageAnswer[]) => renderPageViewOf(pageViews, startPaths.overview(), member, answers);

describe('page views', () => {
  it('draws only pages whose first reads the area declares, so the page carries their data', () => {
    expect(pageViews.routes.length).toBeGreaterThan(0);
    expect(routesWithoutFirstRequests(pageViews, areaDescription)).toEqual([]);
  });

  it('draws the tab the overview opens, with its cards, and says it is that tab', async () => {
    const elearnings = await renderOverview(taskAnswers('elearnings'));
    expect(elearnings.path).toBe(startPaths.overviewTab('elearnings'));
    expect(elearnings.markup).toContain(`aria-label="${FIRE_SAFETY_TASK.title}"`);
    const analyses = await renderOverview(taskAnswers('risk-assessments'));
    expect(analyses.path).toBe(startPaths.overviewTab('risk-assessments'));
    expect(analyses.markup).toContain(`aria-label="${WAREHOUSE_ANALYSIS.title}"`);
  });

  it('stays on the overview, its tabs drawn, when the answers lack the cards', async () => {
    const view = await renderOverview([]);
    expect(view.path).toBe(startPaths.overview());
    expect(view.markup).toContain('role="tablist"');
  });
});
