/**
 * @jest-environment node
 */
// In Node, as the server's worker runs it (docs/decisions/0021-signed-in-first-view.md).
import {
  PERMISSIONS,
  FEATURE_FLAG_DEFAULTS,
  pageAnswerKey,
  readMemberTasksEndpoint,
  memberTaskPageBody,
} from '@compliance/shared-contracts/browser';
import { testLicenseeConfig, testMemberState } from '@compliance/shared-ui/testing';
import { areaDescription } from './area-description';
import { FIRE_SAFETY_TASK, FIRST_AID_DONE } from './fixtures';
import { render, routes } from './page-views';

const member = {
  ...testMemberState({ permissions: [PERMISSIONS.elearning.readMemberTasks] }),
  featureFlags: { ...FEATURE_FLAG_DEFAULTS, elearnings: true },
};
const counts = { overdue: 1, next7Days: 0, nextMonth: 0, done: 1, all: 2 };
const tasksAnswer = {
  key: pageAnswerKey('POST', readMemberTasksEndpoint.path, memberTaskPageBody('all', 1)),
  answer: { items: [FIRE_SAFETY_TASK, FIRST_AID_DONE], total: 2, counts },
};

const renderPage = (answers = [tasksAnswer]) =>
  render({
    path: routes[0]!,
    language: 'de_DE',
    licensee: testLicenseeConfig(),
    member,
    colourScheme: 'system',
    mobile: true,
    answers,
  });

describe('page views', () => {
  it('draws only pages whose first reads the area declares, so the page carries their data', () => {
    const declared = (areaDescription.firstRequests ?? []).map(({ route }) => route);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(declared).toContain(route);
  });

  it("draws My E-Learnings with the member's cards from the page's answers", async () => {
    const { markup, css } = await renderPage();
    expect(markup).toContain('<h1 class="MuiTypography-root MuiTypography-h4');
    expect(markup).toContain(`aria-label="${FIRE_SAFETY_TASK.title}"`);
    expect(markup).toContain(`aria-label="${FIRST_AID_DONE.title}"`);
    expect(css.length).toBeGreaterThan(0);
  });

  it('draws the page without cards when the answers lack them: the live page reads them', async () => {
    const { markup } = await renderPage([]);
    expect(markup).toContain('Meine E-Learnings');
    expect(markup).not.toContain(FIRE_SAFETY_TASK.title);
  });
});
