import { mockEndpoint, type RowOf } from '@compliance/shared-ui/testing';
import {
  assignRiskLocationEndpoint,
  deleteRiskAssignmentsEndpoint,
  locationListEndpoint,
  readRiskAssessmentDetailsEndpoint,
  readRiskAssessmentSettingsEndpoint,
  readRiskAssignmentListEndpoint,
  readRiskCatalogListEndpoint,
  readRiskContentEndpoint,
  saveRiskAssessmentSettingsEndpoint,
} from '@compliance/shared-contracts/browser';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@compliance/shared-contracts';
import { preloadDateInput } from '@compliance/shared-ui/inputs';
import { OFFICE, OFFICE_ASSIGNMENTS, OFFICE_QUESTIONNAIRE, OFFICE_SETTINGS } from '../fixtures';
import { page, renderRisk, settle } from '../test-utils';
import { preloadDataTableGrid } from '@compliance/shared-ui/table';

const BASE = '/dashboard/apps/risk-assessments';
const DETAILS = `${BASE}/catalog/details/${OFFICE.uuid}`;
/** A location row of the company's list, as the location picker reads it. */
const location = (uuid: string, name: string): RowOf<typeof locationListEndpoint> => ({
  uuid,
  locationIdentifier: name.toLowerCase(),
  name,
  street: null,
  postalCode: null,
  city: name,
  countryCode: 'DE',
  locationType: 'branch',
  floorSpace: null,
  memberCount: 0,
  responsibleMembers: [],
});
const BERLIN = location('44444444-4444-4444-8444-444444444444', 'Berlin');
const HAMBURG = location('45454545-4545-4545-8545-454545454545', 'Hamburg');
const routes = [
  mockEndpoint(readRiskCatalogListEndpoint, page([OFFICE])),
  mockEndpoint(readRiskAssessmentDetailsEndpoint, { body: OFFICE }),
  mockEndpoint(readRiskAssessmentSettingsEndpoint, { body: OFFICE_SETTINGS }),
  mockEndpoint(saveRiskAssessmentSettingsEndpoint, { body: { success: true } }),
  mockEndpoint(readRiskContentEndpoint, { body: OFFICE_QUESTIONNAIRE }),
  mockEndpoint(readRiskAssignmentListEndpoint, page(OFFICE_ASSIGNMENTS)),
  mockEndpoint(assignRiskLocationEndpoint, { body: { success: true } }),
  mockEndpoint(deleteRiskAssignmentsEndpoint, { body: { success: true } }),
  mockEndpoint(locationListEndpoint, page([BERLIN, HAMBURG])),
];

describe('The risk-assessment catalog', () => {
  beforeAll(() => Promise.all([preloadDateInput(), preloadDataTableGrid()]));
  afterEach(settle);

  it('lists the assessments with their status in words and opens one on its settings', async () => {
    const user = userEvent.setup();
    const { requests } = renderRisk(`${BASE}/catalog/list`, { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Katalog der Gefährdungsbeurteilungen' })).toBeInTheDocument();
    const row = (await screen.findByRole('gridcell', { name: 'Büro- und Bildschirmarbeit' })).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByRole('gridcell', { name: 'Aktiv' })).toBeInTheDocument();
    expect(within(row).getByRole('gridcell', { name: '00:10' })).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/risk-assessment/read-catalog-list')?.body).toMatchObject({
      sortBy: 'title',
      sortDirection: 'asc',
    });
    await user.click(within(row).getByRole('button', { name: 'Öffnen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Büro- und Bildschirmarbeit' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Einstellungen', selected: true })).toBeInTheDocument();
  });

  it('shows the task settings and the questionnaire, and saves the settings as the contract names them', async () => {
    const user = userEvent.setup();
    const { writes } = renderRisk(`${DETAILS}/settings`, { routes });
    const panel = await screen.findByRole('tabpanel', { name: 'Einstellungen' });
    const form = await within(panel).findByRole('form', { name: 'Aufgabeneinstellungen' });
    expect(within(form).getByRole('combobox', { name: 'Wiederholung' })).toHaveTextContent('Alle 24 Monate');
    expect(within(form).getByRole('combobox', { name: 'Erste Ausführung' })).toHaveTextContent('Nach 2 Wochen');
    const questionnaire = await within(panel).findByRole('region', { name: 'Fragebogen' });
    expect(within(questionnaire).getByRole('heading', { level: 3, name: 'Raumklima' })).toBeInTheDocument();
    expect(within(questionnaire).getAllByRole('listitem')).toHaveLength(3);

    await user.click(within(form).getByRole('combobox', { name: 'Wiederholung' }));
    await user.click(await screen.findByRole('option', { name: 'Alle 12 Monate' }));
    fireEvent.change(within(form).getByLabelText('Fälligkeitsdatum', { selector: 'input' }), { target: { value: '31.03.2027' } });
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(writes('/api/risk-assessment/save-settings')).toHaveLength(1));
    expect(writes('/api/risk-assessment/save-settings')[0]?.body).toEqual({
      riskAssessmentTaskUuid: OFFICE.uuid,
      ...OFFICE_SETTINGS,
      intervalMonths: 12,
      dueDate: '2027-03-31',
    });
  });

  it('lists the assignments with their kind, assigns one location and removes an assignment after confirmation', async () => {
    const user = userEvent.setup();
    const { writes } = renderRisk(`${DETAILS}/assignments`, { routes });
    const panel = await screen.findByRole('tabpanel', { name: 'Zuordnungen' });
    const unit = (await within(panel).findByRole('gridcell', { name: 'Verwaltung' })).closest('[role="row"]') as HTMLElement;
    expect(within(unit).getByRole('gridcell', { name: 'Organisationseinheit' })).toBeInTheDocument();
    expect(within(unit).getByRole('gridcell', { name: '7' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Organisationseinheiten zuordnen' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mitarbeiter zuordnen' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Standort zuordnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Standort zuordnen' });
    await user.type(within(dialog).getByRole('combobox'), 'ham');
    await user.click(await screen.findByRole('option', { name: 'Hamburg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(() =>
      expect(writes('/api/risk-assessment/assign-location').map((request) => request.body)).toEqual([
        { riskAssessmentTaskUuid: OFFICE.uuid, locationUuid: HAMBURG.uuid },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(unit).getByRole('button', { name: 'Entfernen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Zuordnungen entfernen?' });
    expect(confirm).toHaveTextContent('verlieren ihre offene Analyse');
    await user.click(within(confirm).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() =>
      expect(writes('/api/risk-assessment/delete-task-assignments').map((request) => request.body)).toEqual([
        { riskAssessmentTaskUuid: OFFICE.uuid, assignmentUuids: [OFFICE_ASSIGNMENTS[0]!.assignmentUuid] },
      ]),
    );
  });

  it('shows the settings without a save button, and no assign buttons, to whoever may only read', async () => {
    renderRisk(`${DETAILS}/assignments`, {
      routes,
      role: 'ou-admin',
      permissions: [
        PERMISSIONS.riskAssessment.readCatalogList,
        PERMISSIONS.riskAssessment.readSettings,
        PERMISSIONS.riskAssessment.readAssignmentList,
      ],
    });
    const panel = await screen.findByRole('tabpanel', { name: 'Zuordnungen' });
    await within(panel).findByRole('gridcell', { name: 'Verwaltung' });
    expect(within(panel).queryByRole('button', { name: 'Standort zuordnen' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Einstellungen' }));
    const form = await screen.findByRole('form', { name: 'Aufgabeneinstellungen' });
    expect(within(form).queryByRole('button', { name: 'Speichern' })).toBeNull();
  });
});
