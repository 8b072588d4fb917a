import { mockEndpoint, type MockReply } from '@compliance/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PERMISSIONS,
  createRiskExecutionEndpoint,
  readRiskExecutionEndpoint,
  readRiskMemberTasksEndpoint,
  type RiskMemberTask,
} from '@compliance/shared-contracts/browser';
import { OFFICE_EXECUTION_UUID, OFFICE_TASK, WAREHOUSE_ENDED } from '../fixtures';
import { renderRisk, settle } from '../test-utils';

const MY = '/dashboard/apps/risk-assessments/my-analyses';
const counts = { overdue: 0, next7Days: 0, nextMonth: 1, done: 1, all: 2, measuresAgreed: 0, measuresToDefine: 0 };
const answer = (items: RiskMemberTask[], total = items.length): MockReply<typeof readRiskMemberTasksEndpoint> => ({
  body: { items, total, counts },
});
const MEMBER = { role: 'member' as const, permissions: [PERMISSIONS.riskAssessment.readMemberTasks, PERMISSIONS.riskAssessment.execute] };

describe('My analyses', () => {
  afterEach(settle);

  it("shows the member's analyses as cards with their status in words, the due date, and an ended one without a button", async () => {
    const { requests } = renderRisk(MY, {
      ...MEMBER,
      routes: [mockEndpoint(readRiskMemberTasksEndpoint, answer([OFFICE_TASK, WAREHOUSE_ENDED]))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Analysen' })).toBeInTheDocument();
    const open = await screen.findByRole('article', { name: 'Büro- und Bildschirmarbeit' });
    expect(within(open).getByText('In Bearbeitung')).toBeInTheDocument();
    expect(open).toHaveTextContent('Fällig am 15.12.2026');
    expect(within(open).getByRole('button', { name: 'Fortsetzen' })).toBeInTheDocument();
    const ended = screen.getByRole('article', { name: 'Lager und Logistik' });
    expect(within(ended).getByText('Beendet')).toBeInTheDocument();
    expect(ended).toHaveTextContent('Die Analyse wurde beendet, bevor Sie geantwortet haben.');
    expect(within(ended).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Im nächsten Monat fällig 1' })).toHaveAttribute('aria-pressed', 'false');
    expect(requests.find((request) => request.path === '/api/risk-assessment/read-member-tasks')?.body).toEqual({
      bucket: 'all',
      page: 1,
      perPage: 25,
    });
  });

  it('filters by a status bubble on the server', async () => {
    const user = userEvent.setup();
    const { requests } = renderRisk(MY, { ...MEMBER, routes: [mockEndpoint(readRiskMemberTasksEndpoint, answer([OFFICE_TASK]))] });
    await user.click(await screen.findByRole('button', { name: 'Erledigt 1' }));
    await settle();
    expect(requests.filter((request) => request.path === '/api/risk-assessment/read-member-tasks').at(-1)?.body).toMatchObject({
      bucket: 'done',
    });
  });

  it('says so when no analysis is assigned', async () => {
    renderRisk(MY, {
      ...MEMBER,
      routes: [
        mockEndpoint(readRiskMemberTasksEndpoint, { body: { items: [], total: 0, counts: { ...counts, nextMonth: 0, done: 0, all: 0 } } }),
      ],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Ihnen ist derzeit keine Analyse zugewiesen.');
  });

  it('continues an analysis from its card in the questionnaire', async () => {
    const user = userEvent.setup();
    const { requests } = renderRisk(MY, {
      ...MEMBER,
      routes: [
        mockEndpoint(readRiskMemberTasksEndpoint, answer([OFFICE_TASK])),
        mockEndpoint(createRiskExecutionEndpoint, { body: { executionUuid: OFFICE_EXECUTION_UUID } }),
        mockEndpoint(readRiskExecutionEndpoint, { status: 409, body: { error: { code: 'RiskAssessment.ExecutionLocked' } } }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Fortsetzen' }));
    expect(requests.find((request) => request.path === '/api/risk-assessment/create-execution')?.body).toEqual({
      taskUuid: OFFICE_TASK.taskUuid,
    });
    // The questionnaire opens; another window holds it here.
    expect(await screen.findByRole('alert')).toHaveTextContent('Diese Analyse ist gerade in einem anderen Fenster geöffnet.');
  });
});
