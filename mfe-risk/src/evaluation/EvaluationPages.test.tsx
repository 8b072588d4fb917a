import { captureSavedFiles, mockEndpoint, testMemberRow } from '@compliance/shared-ui/testing';
import {
  completeRiskExecutionEndpoint,
  confirmRiskActionsEndpoint,
  createRiskActionEndpoint,
  exportRiskActionListEndpoint,
  memberListEndpoint,
  readRiskActionListEndpoint,
  readRiskActionStatusEndpoint,
  readRiskAssessmentDetailsEndpoint,
  readRiskAssessmentSettingsEndpoint,
  readRiskAssignmentOverviewListEndpoint,
  readRiskContentEndpoint,
  readRiskDetailsEndpoint,
  readRiskListEndpoint,
  readRiskMatrixEndpoint,
  readRiskRecordEndpoint,
  readRiskResultDetailsEndpoint,
  saveRiskMatrixEndpoint,
} from '@compliance/shared-contracts/browser';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_RISK_MATRIX, PERMISSIONS } from '@compliance/shared-contracts';
import { preloadDateInput } from '@compliance/shared-ui/inputs';
import {
  FALLING_RISK,
  FALLING_RISK_DETAILS,
  FORKLIFT_RISK,
  FORKLIFT_RISK_DETAILS,
  MARKING_ACTION,
  MIRROR_ACTION,
  OFFICE,
  OFFICE_QUESTIONNAIRE,
  OFFICE_SETTINGS,
  OVERVIEW_ROWS,
  RESULT_UUID,
  WAREHOUSE_RECORD,
  WAREHOUSE_RESULT,
} from '../fixtures';
import { page, renderRisk, settle } from '../test-utils';
import { preloadDataTableGrid } from '@compliance/shared-ui/table';

const BASE = '/dashboard/apps/risk-assessments/evaluation';
const ADA = testMemberRow('12121212-1212-4212-8212-121212121212', 'Ada', 'Admin', { username: 'ada' });
const routes = [
  mockEndpoint(readRiskAssignmentOverviewListEndpoint, page(OVERVIEW_ROWS)),
  mockEndpoint(readRiskMatrixEndpoint, { body: { factors: DEFAULT_RISK_MATRIX.map((row) => [...row]), isDefault: true } }),
  mockEndpoint(saveRiskMatrixEndpoint, { body: { success: true } }),
  mockEndpoint(completeRiskExecutionEndpoint, { status: 400, body: { error: { code: 'RiskAssessment.NotEnoughCompletedTasks' } } }),
  mockEndpoint(readRiskResultDetailsEndpoint, { body: WAREHOUSE_RESULT }),
  mockEndpoint(readRiskActionStatusEndpoint, { body: { total: 3, agreed: 2, done: 0, overdue: 1, status: 'measures-created' } }),
  mockEndpoint(readRiskListEndpoint, page([FORKLIFT_RISK])),
  mockEndpoint(readRiskDetailsEndpoint, { body: FORKLIFT_RISK_DETAILS }),
  mockEndpoint(readRiskActionListEndpoint, page([MIRROR_ACTION, MARKING_ACTION])),
  mockEndpoint(readRiskRecordEndpoint, { body: WAREHOUSE_RECORD }),
  mockEndpoint(createRiskActionEndpoint, { body: { success: true, riskActionUuid: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd' } }),
  mockEndpoint(confirmRiskActionsEndpoint, { body: { success: true } }),
  mockEndpoint(memberListEndpoint, page([ADA])),
  mockEndpoint(exportRiskActionListEndpoint, {
    file: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: 'xlsx' },
  }),
];

const rowOf = async (name: string) => (await screen.findByRole('gridcell', { name })).closest('[role="row"]') as HTMLElement;

describe('The evaluation', () => {
  beforeAll(() => Promise.all([preloadDateInput(), preloadDataTableGrid()]));
  afterEach(settle);

  it('lists running and evaluated analyses in words with the legend of levels and the risk matrix', async () => {
    renderRisk(`${BASE}/list`, { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Auswertung' })).toBeInTheDocument();
    const legend = screen.getByRole('region', { name: 'Risikostufen' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sehr gering (1–2)', 'Gering (3–4)', 'Mittel (5–6)', 'Hoch (7–8)', 'Sehr hoch (9–10)']);
    const running = await rowOf('Büro- und Bildschirmarbeit');
    expect(within(running).getByRole('gridcell', { name: 'Läuft: 4 von 7 beantwortet, 4 gezählt' })).toBeInTheDocument();
    const evaluated = await rowOf('Lager und Logistik');
    expect(within(evaluated).getByRole('gridcell', { name: 'Maßnahmen erstellt' })).toBeInTheDocument();
    expect(within(evaluated).getByRole('gridcell', { name: '9 · Sehr hoch' })).toBeInTheDocument();
    expect(within(evaluated).getByRole('gridcell', { name: '3 offen, davon 1 überfällig' })).toBeInTheDocument();
    const matrix = await screen.findByRole('region', { name: 'Risikomatrix' });
    expect(within(matrix).getByText(/Standardmatrix/)).toBeInTheDocument();
    expect(within(matrix).getAllByRole('row')).toHaveLength(6);
  });

  it("opens filtered as the admins' overview links to it, the org unit as a chip that takes it off", async () => {
    const user = userEvent.setup();
    const orgUnitUuid = '34343434-3434-4343-8343-343434343434';
    const { writes } = renderRisk(`${BASE}/list?attention=overdueMeasures&orgUnitUuid=${orgUnitUuid}&orgUnitUuid.text=Lager`, { routes });
    await rowOf('Lager und Logistik');
    const reads = () => writes('/api/risk-assessment/read-assignment-overview-list').map((request) => request.body as { filter: object });
    expect(reads().map((body) => body.filter)).toEqual([{ attention: 'overdueMeasures', orgUnitUuid }]);
    expect(screen.getByRole('combobox', { name: 'Handlungsbedarf' })).toHaveTextContent('Maßnahmen überfällig');
    const chip = screen.getByRole('button', { name: 'Organisationseinheit: Lager' });
    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(reads().at(-1)?.filter).toEqual({ attention: 'overdueMeasures' }));
    expect(screen.queryByRole('button', { name: 'Organisationseinheit: Lager' })).not.toBeInTheDocument();
  });

  it('finishing an analysis with fewer than 6 answers is refused with the translated reason, in the dialog', async () => {
    const user = userEvent.setup();
    const { writes } = renderRisk(`${BASE}/list`, { routes });
    const running = await rowOf('Büro- und Bildschirmarbeit');
    await user.click(within(running).getByRole('button', { name: 'Analyse beenden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Analyse beenden?' });
    expect(dialog).toHaveTextContent('4 von 7 Mitarbeitern haben geantwortet');
    expect(dialog).toHaveTextContent('jetzt zählen 4');
    await user.click(within(dialog).getByRole('button', { name: 'Analyse beenden' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Die Analyse kann erst beendet werden, wenn mindestens 6 Antworten zählen. Antworten von Konten, die Admins kurz vor oder während der Analyse angelegt oder deren Passwort oder E-Mail-Adresse sie geändert haben, zählen nicht.',
    );
    expect(writes('/api/risk-assessment/complete-execution')[0]?.body).toEqual({
      riskAssessmentTaskUuid: OVERVIEW_ROWS[0]!.riskAssessmentTaskUuid,
    });
  });

  it('refuses a matrix whose factor falls as the probability rises, and saves an ordered one', async () => {
    const user = userEvent.setup();
    const { writes } = renderRisk(`${BASE}/list`, { routes });
    const matrix = await screen.findByRole('region', { name: 'Risikomatrix' });
    await user.click(await within(matrix).findByRole('button', { name: 'Risikomatrix bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Risikomatrix bearbeiten' });
    await user.click(within(dialog).getByRole('combobox', { name: 'S1 · W1' }));
    await user.click(await screen.findByRole('option', { name: '2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findAllByText('Darf nicht kleiner sein als links oder darüber.')).not.toHaveLength(0);
    expect(writes('/api/risk-assessment/save-risk-matrix')).toHaveLength(0);
    await user.click(within(dialog).getByRole('combobox', { name: 'S1 · W1' }));
    await user.click(await screen.findByRole('option', { name: '1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(writes('/api/risk-assessment/save-risk-matrix')).toHaveLength(1));
    expect(writes('/api/risk-assessment/save-risk-matrix')[0]?.body).toEqual({ factors: DEFAULT_RISK_MATRIX });
  });

  it("shows a result's summary and risks; a risk shows how the group answered, its notes without names, and takes a measure", async () => {
    const user = userEvent.setup();
    const { writes } = renderRisk(`${BASE}/details/${RESULT_UUID}/risks`, { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lager und Logistik' })).toBeInTheDocument();
    expect(await screen.findByText('2 von 3 vereinbart, 0 wirksam, 1 überfällig')).toBeInTheDocument();
    expect(screen.getByText('8 von 9 Beteiligten')).toBeInTheDocument();
    expect(screen.getByText('8 von 8 Antworten gezählt')).toBeInTheDocument();
    expect(screen.getByText('0 im Audit-Log')).toBeInTheDocument();
    const risk = await rowOf('Gabelstapler und Fußgänger begegnen sich');
    expect(within(risk).getByRole('gridcell', { name: 'Maßnahme vereinbart' })).toBeInTheDocument();
    expect(writes('/api/risk-assessment/read-risk-list')[0]?.body).toMatchObject({
      riskAssessmentExecutionResultUuid: RESULT_UUID,
      sortBy: 'riskFactor',
      sortDirection: 'desc',
    });

    await user.click(within(risk).getByRole('button', { name: 'Risiko öffnen' }));
    const dialog = await screen.findByRole('dialog', { name: '3. Gabelstapler und Fußgänger begegnen sich' });
    expect(await within(dialog).findByText('Spiegel fehlt an der Ecke')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Maßnahme anlegen' }));
    const form = await screen.findByRole('dialog', { name: 'Maßnahme anlegen' });
    await user.type(within(form).getByRole('textbox', { name: /^Maßnahme/ }), 'Schranke vor Tor 3');
    await user.click(within(form).getByRole('combobox', { name: /Art \(STOP\)/ }));
    await user.click(await screen.findByRole('option', { name: 'Technisch' }));
    await user.type(within(form).getByRole('textbox', { name: /Warum keine vorrangige Art/ }), 'Der Stapler lässt sich nicht ersetzen.');
    await user.type(within(form).getByRole('combobox', { name: 'Verantwortlich' }), 'adm');
    await user.click(await screen.findByRole('option', { name: 'Admin, Ada (ada)' }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    // The due date is required: nothing is sent without it.
    expect(await within(form).findByText('Fällig am ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(writes('/api/risk-assessment/create-risk-action')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(/Fällig am/, { selector: 'input' }), { target: { value: '15.01.2030' } });
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(writes('/api/risk-assessment/create-risk-action')).toHaveLength(1));
    expect(writes('/api/risk-assessment/create-risk-action')[0]?.body).toEqual({
      riskUuid: FORKLIFT_RISK.riskUuid,
      title: 'Schranke vor Tor 3',
      description: '',
      measureType: 'technical',
      typeReason: 'Der Stapler lässt sich nicht ersetzen.',
      responsibleMemberUuid: ADA.uuid,
      dueDate: '2030-01-15',
      expectedRiskFactor: 9,
      expectedRiskReason: null,
    });
  });

  it('marks a risk raised for the highest damage severity and says in the dialog how many answers met it', async () => {
    const user = userEvent.setup();
    const raisedRoutes = [
      ...routes,
      mockEndpoint(readRiskListEndpoint, page([FORKLIFT_RISK, FALLING_RISK])),
      mockEndpoint(readRiskDetailsEndpoint, { body: FALLING_RISK_DETAILS }),
    ];
    renderRisk(`${BASE}/details/${RESULT_UUID}/risks`, { routes: raisedRoutes });
    expect(await screen.findByText('Schwere 5: 9, Schwere 4: 6, Schwere 3: 14, Schwere 2: 10, Schwere 1: 3')).toBeInTheDocument();
    const risk = await rowOf('Absturz von der Laderampe');
    expect(within(risk).getByRole('gridcell', { name: '5 · Mittel, angehoben' })).toBeInTheDocument();
    expect(
      within(await rowOf('Gabelstapler und Fußgänger begegnen sich')).getByRole('gridcell', { name: '9 · Sehr hoch' }),
    ).toBeInTheDocument();
    await user.click(within(risk).getByRole('button', { name: 'Risiko öffnen' }));
    const dialog = await screen.findByRole('dialog', { name: '5. Absturz von der Laderampe' });
    const note = await within(dialog).findByRole('note');
    expect(within(note).getByRole('heading', { name: 'Angehoben wegen höchster Schadensschwere' })).toBeInTheDocument();
    expect(note).toHaveTextContent(
      '1 von 8 gezählten Antworten meldet diese Gefährdung der höchsten Schadensschwere (5, tödlich oder bleibender Schaden). Nach der Matrix allein wäre der Risikofaktor 4.',
    );
  });

  it('agrees the selected measures after confirmation', async () => {
    const user = userEvent.setup();
    const { writes } = renderRisk(`${BASE}/details/${RESULT_UUID}/risk-actions`, { routes });
    const defined = await rowOf('Fußwege farbig markieren');
    expect(within(defined).getByRole('gridcell', { name: 'Festgelegt' })).toBeInTheDocument();
    const agreed = await rowOf('Verkehrsspiegel an Tor 3');
    expect(within(agreed).getByRole('gridcell', { name: '01.11.2026 (überfällig)' })).toBeInTheDocument();
    // The risk factor before and the one expected after the measure, side by side.
    expect(within(agreed).getByRole('gridcell', { name: '9 → 5' })).toBeInTheDocument();
    expect(within(agreed).getByRole('button', { name: 'Vereinbaren' })).toBeDisabled();
    await user.click(within(defined).getByRole('button', { name: 'Vereinbaren' }));
    const confirm = await screen.findByRole('dialog', { name: 'Maßnahmen vereinbaren?' });
    await user.click(within(confirm).getByRole('button', { name: 'Vereinbaren' }));
    await waitFor(() =>
      expect(writes('/api/risk-assessment/confirm-risk-actions').map((request) => request.body)).toEqual([
        { riskAssessmentExecutionResultUuid: RESULT_UUID, riskActionUuids: [MARKING_ACTION.riskActionUuid] },
      ]),
    );
  });

  it('prints the complete record: facts, every risk and measure, each step, the matrix, a sign-off; downloads it as Excel and PDF', async () => {
    const user = userEvent.setup();
    const { writes } = renderRisk(`${BASE}/details/${RESULT_UUID}/risk-action-list`, { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gefährdungsbeurteilung: Lager und Logistik' })).toBeInTheDocument();
    expect(writes('/api/risk-assessment/read-risk-record')[0]?.body).toEqual({ riskAssessmentExecutionResultUuid: RESULT_UUID });
    expect(screen.getByText('Org-Einheiten: Logistik · Standorte: Lager München · einzelne Mitglieder: 0')).toBeInTheDocument();
    expect(screen.getByText('2 von 3 Maßnahmen vereinbart, 0 von 3 wirksam umgesetzt')).toBeInTheDocument();
    const risks = screen.getByRole('table', { name: 'Risiken' });
    // The raised risk that still waits for a measure is on paper too.
    expect(within(risks).getByRole('row', { name: /Absturz von der Laderampe/ })).toHaveTextContent(
      '5 · Mittel, angehoben (höchste Schadensschwere)',
    );
    const measures = screen.getByRole('table', { name: 'Maßnahmen' });
    expect(within(measures).getByRole('cell', { name: '01.11.2026' })).toBeInTheDocument();
    expect(within(measures).getByRole('row', { name: /Verkehrsspiegel an Tor 3/ })).toHaveTextContent('Vereinbart (überfällig)');
    const history = screen.getByRole('table', { name: 'Verlauf der Maßnahmen' });
    expect(within(history).getAllByRole('row')).toHaveLength(1 + 3);
    expect(within(history).getAllByRole('cell', { name: 'Vereinbart' })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Risikomatrix dieser Auswertung' })).toBeInTheDocument();
    // The matrix as a heat map: each cell its factor and level in words, and the risks in it.
    const severe = screen.getByRole('row', { name: /^S 5 / });
    expect(
      within(severe)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4 · Gering1 Risiko', '5 · Mittel0 Risiken', '7 · Hoch0 Risiken', '9 · Sehr hoch1 Risiko', '10 · Sehr hoch0 Risiken']);
    expect(screen.getByRole('heading', { name: 'Freigabe' })).toBeInTheDocument();
    expect(screen.getByText('Unterschrift')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeInTheDocument();
    const { saved, restore } = captureSavedFiles();
    await user.click(screen.getByRole('button', { name: 'Als Excel herunterladen' }));
    await user.click(screen.getByRole('button', { name: 'Als PDF herunterladen' }));
    await waitFor(() =>
      expect(writes('/api/risk-assessment/export-risk-action-list').map((request) => request.body)).toEqual([
        { riskAssessmentExecutionResultUuid: RESULT_UUID, format: 'xlsx' },
        { riskAssessmentExecutionResultUuid: RESULT_UUID, format: 'pdf' },
      ]),
    );
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual([
      'Gefährdungsbeurteilung Lager und Logistik 2026-10-05.xlsx',
      'Gefährdungsbeurteilung Lager und Logistik 2026-10-05.pdf',
    ]);
    restore();
  });

  it('hides writing from whoever only reads the evaluation (an ou-admin)', async () => {
    renderRisk(`${BASE}/list`, {
      routes,
      role: 'ou-admin',
      permissions: [PERMISSIONS.riskAssessment.readAssignmentOverviewList, PERMISSIONS.riskAssessment.readRiskList],
    });
    const running = await rowOf('Büro- und Bildschirmarbeit');
    expect(within(running).queryByRole('button', { name: 'Analyse beenden' })).toBeNull();
    const matrix = await screen.findByRole('region', { name: 'Risikomatrix' });
    expect(within(matrix).queryByRole('button', { name: 'Risikomatrix bearbeiten' })).toBeNull();
  });

  it("leads the customer advisor, who sees the list only, from a result's title to its assessment", async () => {
    const user = userEvent.setup();
    const { requests } = renderRisk(`${BASE}/list`, {
      routes: [
        ...routes,
        mockEndpoint(readRiskAssessmentDetailsEndpoint, { body: OFFICE }),
        mockEndpoint(readRiskAssessmentSettingsEndpoint, { body: OFFICE_SETTINGS }),
        mockEndpoint(readRiskContentEndpoint, { body: OFFICE_QUESTIONNAIRE }),
      ],
      role: 'user',
      // The advisor's risk-assessment permissions (docs/roles.md).
      permissions: [
        PERMISSIONS.riskAssessment.readAssignmentOverviewList,
        PERMISSIONS.riskAssessment.readCatalogList,
        PERMISSIONS.riskAssessment.readSettings,
        PERMISSIONS.riskAssessment.readAssignmentList,
      ],
    });
    const evaluated = await rowOf('Lager und Logistik');
    expect(within(evaluated).queryByRole('button', { name: 'Öffnen' })).toBeNull();
    await user.click(within(evaluated).getByRole('button', { name: 'Lager und Logistik' }));
    expect(await screen.findByRole('heading', { level: 1, name: OFFICE.title })).toBeInTheDocument();
    expect(requests.map((request) => request.path)).not.toContain('/api/risk-assessment/read-execution-result-details');
  });
});
