import { declaredFirstRequestKeys, mockEndpoint, pageAnswerKeysOf } from '@compliance/shared-ui/testing';
import {
  createExecutionEndpoint,
  readMemberRiskActionListEndpoint,
  readMemberTasksEndpoint,
  readRiskMemberTasksEndpoint,
} from '@compliance/shared-contracts/browser';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESKS_FOLLOW_UP, FIRE_SAFETY_TASK, WAREHOUSE_ANALYSIS } from '../fixtures';
import { renderStart, settle } from '../test-utils';
import { areaDescription } from '../area-description';

const BOTH_AREAS = { featureFlags: { elearnings: true, riskAssessments: true } };
const bubbles = (overdue: number, all: number) => ({ overdue, next7Days: 0, nextMonth: 0, done: all - overdue, all });
const analysisCounts = (overdue: number, all: number) => ({ ...bubbles(overdue, all), measuresAgreed: all - overdue, measuresToDefine: 0 });
const elearningAnswer = (overdue: number) => ({
  body: { items: overdue ? [FIRE_SAFETY_TASK] : [], total: overdue, counts: bubbles(overdue, overdue) },
});
const analysesAnswer = (overdue: number) => ({
  body: { items: [WAREHOUSE_ANALYSIS], total: 1, counts: analysisCounts(overdue, 1 + overdue) },
});
const noFollowUps = mockEndpoint(readMemberRiskActionListEndpoint, { body: { items: [], total: 0 } });
const lastBody = (requests: Array<{ path: string; body: unknown }>, path: string) =>
  requests.filter((request) => request.path === path).at(-1)?.body;

describe('My overview', () => {
  afterEach(settle);

  it('opens the tab with overdue work first and shows its tasks as cards under the bubbles', async () => {
    const { requests } = renderStart('/dashboard/start/overview', {
      ...BOTH_AREAS,
      routes: [
        mockEndpoint(readMemberTasksEndpoint, elearningAnswer(0)),
        mockEndpoint(readRiskMemberTasksEndpoint, analysesAnswer(2)),
        noFollowUps,
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Übersicht' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Gefährdungsbeurteilungen', selected: true })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Lager und Logistik' });
    expect(within(card).getByText('Abgeschlossen')).toBeInTheDocument();
    expect(within(card).getByText('Maßnahmen teilweise vereinbart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Überfällig 2' })).toBeInTheDocument();
    // The reads it opens with are the ones the area declares, which the server answers into the page (decision 0020).
    const declared = declaredFirstRequestKeys(areaDescription, '/dashboard/start/overview');
    expect(declared).toHaveLength(2);
    expect(pageAnswerKeysOf(requests)).toEqual(expect.arrayContaining(declared));
  });

  it('opens the first tab when nothing is overdue, and only the tabs whose area is on', async () => {
    renderStart('/dashboard/start/overview', {
      featureFlags: { elearnings: true },
      routes: [mockEndpoint(readMemberTasksEndpoint, { body: { items: [], total: 0, counts: bubbles(0, 0) } })],
    });
    expect(await screen.findByRole('tab', { name: 'E-Learnings', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Gefährdungsbeurteilungen' })).not.toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Ihnen ist derzeit kein E-Learning zugewiesen.');
  });

  it('narrows the analyses by a measure filter on the server, the bubbles unpressed', async () => {
    const user = userEvent.setup();
    const { requests } = renderStart('/dashboard/start/overview/risk-assessments', {
      ...BOTH_AREAS,
      routes: [mockEndpoint(readRiskMemberTasksEndpoint, analysesAnswer(0)), noFollowUps],
    });
    await screen.findByRole('article', { name: 'Lager und Logistik' });
    const measures = screen.getByRole('combobox', { name: 'Nach Maßnahmen filtern' });
    // It offers only what the bubbles do not: the measure filters, none of the bubbles again.
    await user.click(measures);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Maßnahmen vereinbart (1)',
      'Maßnahmen festzulegen (0)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Maßnahmen vereinbart (1)' }));
    await settle();
    expect(lastBody(requests, '/api/risk-assessment/read-member-tasks')).toEqual({ bucket: 'measuresAgreed', page: 1, perPage: 25 });
    expect(screen.getByRole('button', { name: 'Alle 1' })).toHaveAttribute('aria-pressed', 'false');
    // A bubble again: the dropdown stands empty, the bubble pressed.
    await user.click(screen.getByRole('button', { name: 'Alle 1' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Alle 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(measures).not.toHaveTextContent('Maßnahmen');
  });

  it('has no dropdown over the E-Learnings: their bubbles are every filter there is', async () => {
    renderStart('/dashboard/start/overview/elearnings', {
      ...BOTH_AREAS,
      routes: [mockEndpoint(readMemberTasksEndpoint, { body: { items: [], total: 0, counts: bubbles(0, 0) } })],
    });
    expect(await screen.findByRole('group', { name: 'Aufgaben nach Status' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("lists the member's follow-up measures below the analyses: due, overdue and the check due in words", async () => {
    renderStart('/dashboard/start/overview/risk-assessments', {
      ...BOTH_AREAS,
      routes: [
        mockEndpoint(readRiskMemberTasksEndpoint, analysesAnswer(0)),
        mockEndpoint(readMemberRiskActionListEndpoint, {
          body: {
            items: [
              DESKS_FOLLOW_UP,
              {
                ...DESKS_FOLLOW_UP,
                riskActionUuid: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
                title: 'Pausen planen',
                dueDate: '2030-01-31',
                overdue: false,
                checkDue: false,
              },
            ],
            total: 30,
          },
        }),
      ],
    });
    const cards = await screen.findByRole('list', { name: 'Maßnahmen in meiner Verantwortung' });
    expect(screen.getByRole('heading', { level: 2, name: 'Meine Maßnahmen' })).toBeInTheDocument();
    const desks = within(cards).getByRole('article', { name: 'Höhenverstellbare Schreibtische anschaffen' });
    expect(desks).toHaveTextContent('Überfällig: fällig am 20.11.2026');
    expect(desks).toHaveTextContent('Wirksamkeitsprüfung fällig');
    expect(desks).toHaveTextContent('Gegen: Sitzhaltung am Bildschirm');
    const later = within(cards).getByRole('article', { name: 'Pausen planen' });
    expect(later).toHaveTextContent('Umsetzen bis 31.01.2030');
    expect(later).not.toHaveTextContent('Wirksamkeitsprüfung');
    // A member may not open measures: the cards only inform.
    expect(within(cards).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Die 2 frühesten von 30 Maßnahmen')).toBeInTheDocument();
  });

  it('lets an admin open a follow-up measure on its result, searched by its title, in English', async () => {
    const user = userEvent.setup();
    renderStart('/dashboard/start/overview/risk-assessments', {
      ...BOTH_AREAS,
      role: 'admin',
      language: 'en_GB',
      routes: [
        mockEndpoint(readRiskMemberTasksEndpoint, analysesAnswer(0)),
        mockEndpoint(readMemberRiskActionListEndpoint, { body: { items: [{ ...DESKS_FOLLOW_UP, foundNotEffective: true }], total: 1 } }),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Höhenverstellbare Schreibtische anschaffen' });
    expect(card).toHaveTextContent('Overdue: due on 20/11/2026');
    expect(card).toHaveTextContent('Checked: not effective');
    await user.click(within(card).getByRole('button', { name: 'Open measure' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('starts an E-Learning from its card in the player of its area', async () => {
    const user = userEvent.setup();
    const { requests } = renderStart('/dashboard/start/overview/elearnings', {
      ...BOTH_AREAS,
      routes: [
        mockEndpoint(readMemberTasksEndpoint, elearningAnswer(1)),
        mockEndpoint(createExecutionEndpoint, { body: { executionUuid: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc' } }),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Brandschutz im Büro' });
    expect(card).toHaveTextContent('Fällig am 02.11.2026');
    await user.click(within(card).getByRole('button', { name: 'Starten' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(lastBody(requests, '/api/elearning/create-execution')).toEqual({ taskUuid: FIRE_SAFETY_TASK.taskUuid });
  });

  it('opens a tab from the bare path of the area, and says a mistyped one has no page', async () => {
    renderStart('/dashboard/start', {
      featureFlags: { elearnings: true },
      routes: [mockEndpoint(readMemberTasksEndpoint, elearningAnswer(1))],
    });
    expect(await screen.findByRole('tab', { name: 'E-Learnings', selected: true })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Brandschutz im Büro' });
    cleanup();
    renderStart('/dashboard/start/junk/more', { featureFlags: { elearnings: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });

  it('opens a tab the member sees in place of one they do not', async () => {
    renderStart('/dashboard/start/overview/risk-assessments', {
      featureFlags: { elearnings: true },
      routes: [mockEndpoint(readMemberTasksEndpoint, elearningAnswer(0))],
    });
    expect(await screen.findByRole('tab', { name: 'E-Learnings', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Gefährdungsbeurteilungen' })).not.toBeInTheDocument();
  });

  it('says so when neither area is switched on', async () => {
    renderStart('/dashboard/start/overview');
    expect(await screen.findByRole('status')).toHaveTextContent('weder E-Learnings noch Gefährdungsbeurteilungen');
  });
});
