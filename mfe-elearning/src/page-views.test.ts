/**
 * @jest-environment node
 */
// In Node, as the server's worker runs it (docs/decisions/0021-signed-in-first-view.md).
import {
  PERMISSIONS,
  FEATURE_FLAG_DEFAULTS,
  pageAnswerKey,
  readExecutionOutlineEndpoint,
  readMemberTasksEndpoint,
  memberTaskPageBody,
  type ExecutionOutline,
} from '@compliance/shared-contracts/browser';
import { renderPageViewOf, routesWithoutFirstRequests, testMemberState } from '@compliance/shared-ui/testing';
import { areaDescription } from './area-description';
import { activityOf, FIRE_SAFETY_TASK, FIRST_AID_DONE } from './fixtures';
import * as pageViews from './page-views';

const member = {
  ...testMemberState({ permissions: [PERMISSIONS.elearning.readMemberTasks, PERMISSIONS.elearning.execute] }),
  featureFlags: { ...FEATURE_FLAG_DEFAULTS, elearnings: true },
};
const counts = { overdue: 1, next7Days: 0, nextMonth: 0, done: 1, all: 2 };
const tasksAnswer = {
  key: pageAnswerKey('POST', readMemberTasksEndpoint.path, memberTaskPageBody('all', 1)),
  answer: { items: [FIRE_SAFETY_TASK, FIRST_AID_DONE], total: 2, counts },
};
const renderPage = (answers = [tasksAnswer]) => renderPageViewOf(pageViews, pageViews.routes[0]!, member, answers);

describe('page views', () => {
  it('draws only pages whose first reads the area declares, so the page carries their data', () => {
    expect(pageViews.routes.length).toBeGreaterThan(0);
    expect(routesWithoutFirstRequests(pageViews, areaDescription)).toEqual([]);
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

  describe("the player's page", () => {
    const executionUuid = '88888888-8888-4888-8888-888888888888';
    const path = `/dashboard/apps/elearnings/execution/${executionUuid}`;
    const outline: ExecutionOutline = {
      executionUuid,
      taskUuid: FIRE_SAFETY_TASK.taskUuid,
      title: 'Erste Hilfe – Grundlagen',
      scormVersion: '2004',
      activityId: 'lesson-2',
      activities: [activityOf('lesson-1', 'Notruf absetzen', 0, { status: 'completed' }), activityOf('lesson-2', 'Stabile Seitenlage')],
      completed: false,
    };
    const outlineAnswer = { key: pageAnswerKey('POST', readExecutionOutlineEndpoint.path, { executionUuid }), answer: outline };

    it("draws the course's title and its folded outline from the page's answers, the course's place held while it opens", async () => {
      const { markup } = await renderPageViewOf(pageViews, path, member, [outlineAnswer]);
      expect(markup).toMatch(/<h1[^>]*>Erste Hilfe – Grundlagen<\/h1>/);
      // A phone's: the table of contents folded, its lessons not drawn.
      expect(markup).toContain('Inhaltsverzeichnis anzeigen');
      expect(markup).not.toContain('Stabile Seitenlage');
      expect(markup).toContain('aria-label="Der Kurs wird geöffnet …"');
      // Nothing is launched before the page's code has opened the attempt.
      expect(markup).not.toContain('<iframe');
    });

    it('draws the page with its own title when the answers lack the outline: the live page reads it', async () => {
      const { markup } = await renderPageViewOf(pageViews, path, member, []);
      expect(markup).toMatch(/<h1[^>]*>E-Learning<\/h1>/);
      expect(markup).not.toContain('Inhaltsverzeichnis');
    });
  });
});
