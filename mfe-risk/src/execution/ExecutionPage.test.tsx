import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PERMISSIONS,
  saveRiskExecutionEndpoint,
  readRiskContentEndpoint,
  readRiskExecutionEndpoint,
  readRiskMemberTasksEndpoint,
  type BodyInputOf,
} from '@compliance/shared-contracts/browser';
import { appStore, loadingAtom } from '@compliance/shared-ui';
import { mockEndpoint, writesTo, type MockReply } from '@compliance/shared-ui/testing';
import { OFFICE_EXECUTION, OFFICE_QUESTIONNAIRE } from '../fixtures';
import { renderRisk, settle } from '../test-utils';

const PAGE = `/dashboard/apps/risk-assessments/execution/${OFFICE_EXECUTION.executionUuid}`;
const MEMBER = { role: 'member' as const, permissions: [PERMISSIONS.riskAssessment.readMemberTasks, PERMISSIONS.riskAssessment.execute] };
const SAVE = '/api/risk-assessment/save-execution';

const unsubscribes: (() => void)[] = [];
afterEach(() => unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe()));

/** Every state the loader `id` takes from now on in the app's store, as the shell's loading overlay sees them. */
function loaderStatesOf(id: string): string[] {
  const states: string[] = [];
  let last = appStore.get(loadingAtom)[id];
  const record = () => {
    const state = appStore.get(loadingAtom)[id];
    if (state !== undefined && state !== last) states.push(state);
    last = state;
  };
  unsubscribes.push(appStore.sub(loadingAtom, record));
  return states;
}

function renderQuestionnaire(
  save: (body: BodyInputOf<typeof saveRiskExecutionEndpoint>) => MockReply<typeof saveRiskExecutionEndpoint> = () => ({
    body: { completed: false },
  }),
) {
  return renderRisk(PAGE, {
    ...MEMBER,
    routes: [
      mockEndpoint(readRiskExecutionEndpoint, { body: OFFICE_EXECUTION }),
      mockEndpoint(readRiskContentEndpoint, { body: OFFICE_QUESTIONNAIRE }),
      mockEndpoint(readRiskMemberTasksEndpoint, {
        body: {
          items: [],
          total: 0,
          counts: { overdue: 0, next7Days: 0, nextMonth: 0, done: 0, all: 0, measuresAgreed: 0, measuresToDefine: 0 },
        },
      }),
      mockEndpoint(saveRiskExecutionEndpoint, save),
    ],
  });
}

describe('The questionnaire', () => {
  afterEach(settle);

  it('shows sections and questions with the five answers, the draft as it was left, progress and the anonymity notice', async () => {
    const { requests } = renderQuestionnaire();
    expect(await screen.findByRole('heading', { level: 1, name: 'Büro- und Bildschirmarbeit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bildschirm' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Raumklima' })).toBeInTheDocument();
    const glare = screen.getByRole('radiogroup', { name: '1. Blendet Licht auf Ihrem Bildschirm?' });
    expect(
      within(glare)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Nie', 'Selten', 'Manchmal', 'Häufig', 'Immer']);
    expect(within(glare).getByRole('radio', { name: 'Manchmal' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Anmerkung zu Frage 1 (freiwillig)' })).toHaveValue('Nachmittags Sonne auf dem Bildschirm');
    expect(screen.getByText('1 von 3 Fragen beantwortet')).toBeInTheDocument();
    expect(screen.getByText(/ohne Ihren Namen gespeichert/)).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/risk-assessment/read-content')?.body).toEqual({
      riskAssessmentTaskUuid: OFFICE_EXECUTION.riskAssessmentTaskUuid,
    });
  });

  it('saves the draft a moment after an answer, keeping the lock', async () => {
    const user = userEvent.setup();
    const { requests } = renderQuestionnaire();
    const overlayStates = loaderStatesOf(saveRiskExecutionEndpoint.id);
    const draught = await screen.findByRole('radiogroup', { name: '3. Zieht es an Ihrem Arbeitsplatz?' });
    await user.click(within(draught).getByRole('radio', { name: 'Häufig' }));
    expect(screen.getByText('2 von 3 Fragen beantwortet')).toBeInTheDocument();
    await waitFor(() => expect(writesTo(requests)(SAVE)).toHaveLength(1), { timeout: 3_000 });
    expect(writesTo(requests)(SAVE)[0]?.body).toEqual({
      executionUuid: OFFICE_EXECUTION.executionUuid,
      answers: { 'screen-glare': 2, 'room-draught': 3 },
      notes: OFFICE_EXECUTION.notes,
      complete: false,
      release: false,
    });
    expect(await screen.findByText('Alle Antworten gespeichert')).toBeInTheDocument();
    // The page says where the draft stands; the loading overlay would cover the next answer.
    expect(overlayStates).toEqual([]);
  });

  it('completing asks for every answer first, then confirms and thanks the member', async () => {
    const user = userEvent.setup();
    const { requests } = renderQuestionnaire((body) => ({ body: { completed: (body as { complete: boolean }).complete } }));
    await user.click(await screen.findByRole('button', { name: 'Abschließen' }));
    // One unanswered question is named and has the focus; nothing is sent.
    const height = screen.getByRole('group', { name: '2. Sitzen Sie mit geneigtem Kopf vor dem Bildschirm?' });
    expect(height).toHaveFocus();
    expect(within(height).getByRole('alert')).toHaveTextContent('Bitte beantworten Sie diese Frage.');
    expect(writesTo(requests)(SAVE)).toHaveLength(0);

    await user.click(within(height).getByRole('radio', { name: 'Nie' }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: '3. Zieht es an Ihrem Arbeitsplatz?' })).getByRole('radio', { name: 'Immer' }),
    );
    await user.click(screen.getByRole('button', { name: 'Abschließen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Analyse abschließen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Abschließen' }));
    expect(await screen.findByText('Vielen Dank! Ihre Analyse ist abgeschlossen und anonym gespeichert.')).toBeInTheDocument();
    expect(writesTo(requests)(SAVE).at(-1)?.body).toMatchObject({
      answers: { 'screen-glare': 2, 'screen-height': 0, 'room-draught': 4 },
      complete: true,
    });
  });

  it('save and continue later gives the lock up and returns to the list', async () => {
    const user = userEvent.setup();
    const { requests } = renderQuestionnaire();
    const overlayStates = loaderStatesOf(saveRiskExecutionEndpoint.id);
    await user.click(await screen.findByRole('button', { name: 'Speichern und später fortsetzen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Analysen' })).toBeInTheDocument();
    const saves = writesTo(requests)(SAVE);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({ release: true, complete: false });
    expect(overlayStates).toEqual(['save', 'hide']);
  });

  it('a save refused because another window took the analysis says so and stops the buttons', async () => {
    const user = userEvent.setup();
    renderQuestionnaire(() => ({ status: 409, body: { error: { code: 'RiskAssessment.ExecutionLocked' } } }));
    await user.click(await screen.findByRole('button', { name: 'Speichern und später fortsetzen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Diese Analyse ist gerade in einem anderen Fenster geöffnet.');
    expect(screen.getByRole('button', { name: 'Abschließen' })).toBeDisabled();
    expect(screen.getByText('Nicht gespeichert')).toBeInTheDocument();
  });

  it('a completed analysis cannot be answered again', async () => {
    renderRisk(PAGE, {
      ...MEMBER,
      routes: [
        mockEndpoint(readRiskExecutionEndpoint, {
          body: { ...OFFICE_EXECUTION, completed: true, answers: {}, notes: {}, lockedUntil: null },
        }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diese Analyse ist bereits abgeschlossen und kann nicht erneut durchgeführt werden.',
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('button', { name: 'Zurück zu meinen Analysen' })).toBeInTheDocument();
  });

  it('shows the questionnaire in English', async () => {
    renderRisk(PAGE, {
      ...MEMBER,
      language: 'en_GB',
      routes: [
        mockEndpoint(readRiskExecutionEndpoint, { body: OFFICE_EXECUTION }),
        mockEndpoint(readRiskContentEndpoint, { body: OFFICE_QUESTIONNAIRE }),
      ],
    });
    expect(await screen.findByText('1 of 3 questions answered')).toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: 'Sometimes' })[0]).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save and continue later' })).toBeInTheDocument();
  });
});
