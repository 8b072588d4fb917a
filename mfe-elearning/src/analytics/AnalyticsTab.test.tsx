import { mockEndpoint } from '@compliance/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PERMISSIONS,
  type ELearningExecutionDetails,
  type ELearningExecutionSummary,
  readELearningDetailsEndpoint,
  readExecutionDetailsEndpoint,
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
  secondsSpent: 240,
  completedQuickly: false,
};
const PASSED: ELearningExecutionSummary = {
  ...RUNNING,
  executionUuid: '22222222-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  member: member('Erika', 'Beispiel', 2),
  completedAt: '2026-11-21T09:00:00.000Z',
  scorePercent: 90,
  resultUuid: FIRST_AID_RESULT.resultUuid,
  certificateNumber: '000042',
  secondsSpent: 150,
  completedQuickly: true,
};
const RESET_ONE: ELearningExecutionSummary = {
  ...PASSED,
  executionUuid: '33333333-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  resetAt: '2026-11-22T10:00:00.000Z',
};

const PASSED_DETAILS: ELearningExecutionDetails = {
  ...PASSED,
  title: 'Brandschutz im Betrieb',
  scormVersion: '1.2',
  durationMinutes: 20,
  activities: [
    {
      id: 'module',
      title: 'Grundlagen',
      depth: 0,
      visible: true,
      launchable: false,
      status: 'passed',
      scorePercent: null,
      secondsSpent: 0,
      attemptCount: 0,
      lastCommitAt: null,
      objectives: [],
      interactions: [],
    },
    {
      id: 'quiz',
      title: 'Abschlusstest',
      depth: 1,
      visible: true,
      launchable: true,
      status: 'passed',
      scorePercent: 90,
      secondsSpent: 150,
      attemptCount: 1,
      lastCommitAt: '2026-11-21T09:00:00.000Z',
      objectives: [{ id: 'escape-routes', description: null, completionStatus: 'completed', successStatus: 'passed', scorePercent: 100 }],
      interactions: [
        {
          id: 'q1',
          type: 'choice',
          description: 'Womit löscht man brennendes Fett?',
          learnerResponse: 'b',
          correctResponses: ['a'],
          result: 'incorrect',
          weighting: '1',
          time: '09:00:00',
          latencySeconds: 12,
        },
      ],
    },
  ],
};

const routes = [
  mockEndpoint(readExecutionDetailsEndpoint, { body: PASSED_DETAILS }),
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

  it('marks a quick completion in words and opens an attempt as a record of each lesson, its objectives and answers', async () => {
    const user = userEvent.setup();
    const { requests } = renderELearning(ANALYTICS, { routes });
    const grid = await screen.findByRole('grid', { name: 'Versuche an diesem E-Learning' });
    await within(grid).findByText('Mustermann, Max');
    expect(within(grid).getByText('Mustermann, Max').closest('[role="row"]')).toHaveTextContent('0:04:00');
    const passed = within(grid)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('000042')) as HTMLElement;
    expect(passed).toHaveTextContent('0:02:30 – auffällig schnell');

    await user.click(within(passed).getByRole('button', { name: 'Versuch ansehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versuch von Erika Beispiel' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Auffällig schnell: abgeschlossen nach 0:02:30, die angegebene Dauer des Kurses ist 20 Minuten.',
    );
    const quiz = within(dialog).getByRole('region', { name: 'Abschlusstest' });
    expect(quiz).toHaveTextContent('Bestanden');
    expect(quiz).toHaveTextContent('Durchgänge1');
    expect(quiz).toHaveTextContent('escape-routes: Abgeschlossen · Bestanden · 100 %');
    expect(quiz).toHaveTextContent('Womit löscht man brennendes Fett?');
    expect(quiz).toHaveTextContent('AntwortbRichtige AntwortaErgebnisFalschArtAuswahlBedenkzeit0:00:12');
    expect(within(dialog).getByText('Grundlagen · Bestanden')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/elearning/read-execution-details')?.body).toEqual({
      executionUuid: PASSED.executionUuid,
    });
    // The dialog's own close button and the action below both close it; the action here.
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Schließen' });
    await user.click(closeButtons[closeButtons.length - 1]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Versuch von Erika Beispiel' })).not.toBeInTheDocument());
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
