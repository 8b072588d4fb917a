import { mockEndpoint } from '@compliance/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PERMISSIONS,
  type ELearningExecutionSummary,
  readELearningDetailsEndpoint,
  readExecutionsEndpoint,
  readResultDataEndpoint,
  readStatisticsEndpoint,
  resetExecutionEndpoint,
} from '@compliance/shared-contracts/browser';
import { FIRE_SAFETY, FIRE_SAFETY_STATISTICS, FIRST_AID_RESULT } from '../fixtures';
import { page, renderELearning, settle } from '../test-utils';
import { preloadDataTableGrid } from '@compliance/shared-ui/table';

const ANALYTICS = `/dashboard/apps/elearnings/catalog/details/${FIRE_SAFETY.uuid}/analytics`;
const RESET = '/api/elearning/reset-execution';

const member = (firstName: string, lastName: string, n: number) => ({
  uuid: `${n}${n}${n}${n}${n}${n}${n}${n}-aaaa-4aaa-8aaa-aaaaaaaaaaaa`,
  firstName,
  lastName,
});
const RUNNING: ELearningExecutionSummary = {
  executionUuid: '11111111-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  member: member('Max', 'Mustermann', 1),
  startedAt: '2026-11-20T08:00:00.000Z',
  lastCommitAt: '2026-11-20T08:10:00.000Z',
  completedAt: null,
  scorePercent: null,
  resultUuid: null,
  certificateNumber: null,
  resetAt: null,
};
const PASSED: ELearningExecutionSummary = {
  ...RUNNING,
  executionUuid: '22222222-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  member: member('Erika', 'Beispiel', 2),
  completedAt: '2026-11-21T09:00:00.000Z',
  scorePercent: 90,
  resultUuid: FIRST_AID_RESULT.resultUuid,
  certificateNumber: '000042',
};
const RESET_ONE: ELearningExecutionSummary = {
  ...PASSED,
  executionUuid: '33333333-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  resetAt: '2026-11-22T10:00:00.000Z',
};

const routes = [
  mockEndpoint(readELearningDetailsEndpoint, { body: FIRE_SAFETY }),
  mockEndpoint(readExecutionsEndpoint, page([PASSED, RESET_ONE, RUNNING])),
  mockEndpoint(resetExecutionEndpoint, { body: { success: true } }),
  mockEndpoint(readResultDataEndpoint, { body: FIRST_AID_RESULT }),
  mockEndpoint(readStatisticsEndpoint, { body: FIRE_SAFETY_STATISTICS }),
];

describe('the analytics tab', () => {
  // The grid's code loads lazily; loading it here keeps that out of each first table's wait.
  beforeAll(() => preloadDataTableGrid());

  afterEach(settle);

  it('shows the completion per org unit with the rate in figures, and the totals', async () => {
    const { requests } = renderELearning(ANALYTICS, { routes });
    const grid = await screen.findByRole('grid', { name: 'Kennzahlen je Organisationseinheit' });
    const row = (await within(grid).findByText('Produktion')).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('75,0 %');
    expect(screen.getByText('Gesamt: 8 zugewiesen, 6 abgeschlossen, 1 überfällig – Abschlussquote 75,0 %')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/elearning/read-statistics')?.body).toEqual({
      elearningUuid: FIRE_SAFETY.uuid,
    });
  });

  it("lists the members' attempts with their state in words, dates, score and certificate", async () => {
    const { requests } = renderELearning(ANALYTICS, { routes });
    const grid = await screen.findByRole('grid', { name: 'Versuche an diesem E-Learning' });
    await within(grid).findByText('Mustermann, Max');
    const rowsOf = (name: string) =>
      within(grid)
        .getAllByText(name)
        .map((cell) => cell.closest('[role="row"]') as HTMLElement);
    const [passed, reset] = rowsOf('Beispiel, Erika') as [HTMLElement, HTMLElement];
    expect(passed).toHaveTextContent('Abgeschlossen');
    expect(passed).toHaveTextContent('21.11.2026');
    expect(passed).toHaveTextContent('90 %');
    expect(within(grid).getByText('Mustermann, Max').closest('[role="row"]')).toHaveTextContent('In Bearbeitung');
    expect(reset).toHaveTextContent('Zurückgesetzt');
    expect(requests.find((request) => request.path === '/api/elearning/read-executions')?.body).toMatchObject({
      elearningUuid: FIRE_SAFETY.uuid,
      sortBy: 'memberName',
      page: 1,
    });
    // The certificate number opens the certificate.
    await userEvent.click(within(passed).getByRole('button', { name: '000042' }));
    expect(await screen.findByRole('article', { name: 'Teilnahmebescheinigung' })).toBeInTheDocument();
  });

  it("resets a member's progress after confirmation; a reset attempt cannot be reset again", async () => {
    const user = userEvent.setup();
    const { writes } = renderELearning(ANALYTICS, { routes });
    const grid = await screen.findByRole('grid', { name: 'Versuche an diesem E-Learning' });
    await within(grid).findByText('Mustermann, Max');
    const rows = within(grid).getAllByRole('row');
    const resetRow = rows.find((row) => row.textContent?.includes('Zurückgesetzt')) as HTMLElement;
    expect(within(resetRow).getByRole('button', { name: 'Fortschritt zurücksetzen' })).toBeDisabled();
    const running = within(grid).getByText('Mustermann, Max').closest('[role="row"]') as HTMLElement;
    await user.click(within(running).getByRole('button', { name: 'Fortschritt zurücksetzen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Fortschritt zurücksetzen?' });
    expect(confirm).toHaveTextContent('Der Versuch von Max Mustermann wird mit seinen Daten und seiner Bescheinigung archiviert');
    await user.click(within(confirm).getByRole('button', { name: 'Fortschritt zurücksetzen' }));
    await waitFor(() => expect(writes(RESET).map((request) => request.body)).toEqual([{ executionUuid: RUNNING.executionUuid }]));
  });

  it('offers no reset to whoever may only read the statistics', async () => {
    renderELearning(ANALYTICS, {
      routes,
      role: 'ou-admin',
      permissions: [PERMISSIONS.elearning.readCatalog, PERMISSIONS.elearning.readStatistics],
    });
    const grid = await screen.findByRole('grid', { name: 'Versuche an diesem E-Learning' });
    await within(grid).findByText('Mustermann, Max');
    expect(within(grid).queryByRole('button', { name: 'Fortschritt zurücksetzen' })).not.toBeInTheDocument();
  });
});
