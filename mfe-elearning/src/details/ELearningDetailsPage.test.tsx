import { mockEndpoint, type RowOf } from '@compliance/shared-ui/testing';
import {
  assignOrgUnitsEndpoint,
  orgUnitListEndpoint,
  readELearningDetailsEndpoint,
  readELearningSettingsEndpoint,
  readOrgUnitAssignmentsEndpoint,
  removeOrgUnitsEndpoint,
  saveELearningSettingsEndpoint,
} from '@compliance/shared-contracts/browser';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@compliance/shared-contracts';
import { preloadDateInput } from '@compliance/shared-ui/inputs';
import { FIRE_SAFETY, FIRE_SAFETY_SETTINGS, PRODUCTION } from '../fixtures';
import { fieldName, page, renderELearning, settle } from '../test-utils';
import { preloadDataTableGrid } from '@compliance/shared-ui/table';

const DETAILS = `/dashboard/apps/elearnings/catalog/details/${FIRE_SAFETY.uuid}`;
const SAVE = '/api/elearning/save-settings';
const LOGISTICS: RowOf<typeof orgUnitListEndpoint> = {
  uuid: '44444444-4444-4444-8444-444444444444',
  orgUnitIdentifier: 'logistik',
  orgUnitName: 'Logistik',
  isRoot: false,
  isDefault: false,
  parentUuid: null,
  memberCount: 12,
  accountables: [],
  admins: [],
};

const routes = [
  mockEndpoint(readELearningDetailsEndpoint, { body: FIRE_SAFETY }),
  mockEndpoint(readELearningSettingsEndpoint, { body: FIRE_SAFETY_SETTINGS }),
  mockEndpoint(saveELearningSettingsEndpoint, { body: { success: true } }),
  mockEndpoint(readOrgUnitAssignmentsEndpoint, page([PRODUCTION])),
  mockEndpoint(orgUnitListEndpoint, page([LOGISTICS])),
  mockEndpoint(assignOrgUnitsEndpoint, { body: { success: true } }),
  mockEndpoint(removeOrgUnitsEndpoint, { body: { success: true } }),
];

async function settingsForm() {
  const panel = await screen.findByRole('tabpanel', { name: 'Einstellungen' });
  return within(panel).findByRole('form', { name: 'Aufgabeneinstellungen' });
}

describe('E-Learning details', () => {
  // The date fields' code, loaded on demand, is there before a test types into them.
  beforeAll(() => Promise.all([preloadDateInput(), preloadDataTableGrid()]));

  afterEach(settle);

  it('shows the task settings in words and saves them as the contract names them', async () => {
    const user = userEvent.setup();
    const { writes } = renderELearning(`${DETAILS}/settings`, { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Brandschutz am Arbeitsplatz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-Learning-Katalog' })).toHaveAttribute('href', '/dashboard/apps/elearnings/catalog/list');
    const form = await settingsForm();
    expect(within(form).getByRole('combobox', { name: 'Erste Ausführung' })).toHaveTextContent('Nach 2 Wochen');
    expect(within(form).getByRole('combobox', { name: 'Wiederholung' })).toHaveTextContent('Alle 12 Monate');
    expect(within(form).getByRole('combobox', { name: 'Abgeschlossen, wenn' })).toHaveTextContent('bestanden');
    expect(within(form).getByRole('checkbox', { name: 'Jugendliche alle 6 Monate unterweisen' })).toBeChecked();

    await user.click(within(form).getByRole('combobox', { name: 'Wiederholung' }));
    await user.click(await screen.findByRole('option', { name: 'Einmalig' }));
    await user.click(within(form).getByRole('combobox', { name: 'Erste Ausführung' }));
    await user.click(await screen.findByRole('option', { name: 'Nach 3 Monaten' }));
    const score = within(form).getByRole('textbox', { name: fieldName('Mindestpunktzahl (%)') });
    await user.clear(score);
    await user.type(score, '75');
    fireEvent.change(within(form).getByLabelText('Automatisch aktivieren am', { selector: 'input' }), { target: { value: '01.01.2027' } });
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(writes(SAVE)).toHaveLength(1));
    expect(writes(SAVE)[0]?.body).toEqual({
      elearningUuid: FIRE_SAFETY.uuid,
      ...FIRE_SAFETY_SETTINGS,
      intervalMonths: 0,
      firstExecutionBufferDays: 90,
      minScore: 75,
      activationDate: '2027-01-01',
    });
  });

  it('refuses a deactivation before the activation and a score above 100, and asks no score for "completed"', async () => {
    const user = userEvent.setup();
    const { writes } = renderELearning(`${DETAILS}/settings`, { routes });
    const form = await settingsForm();
    fireEvent.change(within(form).getByLabelText('Automatisch aktivieren am', { selector: 'input' }), { target: { value: '01.06.2027' } });
    fireEvent.change(within(form).getByLabelText('Automatisch deaktivieren am', { selector: 'input' }), {
      target: { value: '31.05.2027' },
    });
    const score = within(form).getByRole('textbox', { name: fieldName('Mindestpunktzahl (%)') });
    await user.clear(score);
    await user.type(score, '101');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    // Date limits read as the language's short date (docs/product.md §9).
    expect(await within(form).findByText('Das Datum darf nicht vor dem 01.06.2027 liegen.')).toBeInTheDocument();
    expect(within(form).getByText('Der Wert darf höchstens 100 sein.')).toBeInTheDocument();
    expect(writes(SAVE)).toHaveLength(0);

    await user.click(within(form).getByRole('combobox', { name: 'Abgeschlossen, wenn' }));
    await user.click(await screen.findByRole('option', { name: 'abgeschlossen' }));
    expect(within(form).queryByRole('textbox', { name: fieldName('Mindestpunktzahl (%)') })).not.toBeInTheDocument();
  });

  it('shows the settings without a save button to whoever may only read them', async () => {
    renderELearning(`${DETAILS}/settings`, {
      routes,
      role: 'user',
      permissions: [PERMISSIONS.elearning.readCatalog, PERMISSIONS.elearning.readSettings, PERMISSIONS.elearning.readOrgUnitAssignments],
    });
    const form = await settingsForm();
    expect(within(form).queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
  });

  it('assigns an org unit through the typeahead and removes one after confirmation', async () => {
    const user = userEvent.setup();
    const { writes } = renderELearning(`${DETAILS}/org-units`, { routes });
    const panel = await screen.findByRole('tabpanel', { name: 'Organisationseinheiten' });
    const row = (await within(panel).findByRole('gridcell', { name: 'Produktion' })).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByRole('gridcell', { name: 'Ada Admin' })).toBeInTheDocument();
    expect(writes('/api/elearning/read-org-unit-assignments')[0]?.body).toMatchObject({ elearningUuid: FIRE_SAFETY.uuid, page: 1 });

    await user.click(within(panel).getByRole('button', { name: 'Organisationseinheiten zuordnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Organisationseinheiten zuordnen' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Organisationseinheiten suchen' }), 'log');
    await user.click(await screen.findByRole('option', { name: 'Logistik' }));
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(() =>
      expect(writes('/api/elearning/assign-org-units').map((request) => request.body)).toEqual([
        { elearningUuid: FIRE_SAFETY.uuid, orgUnitUuids: [LOGISTICS.uuid] },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(row).getByRole('button', { name: 'Entfernen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Zuordnung entfernen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() =>
      expect(writes('/api/elearning/remove-org-units').map((request) => request.body)).toEqual([
        { elearningUuid: FIRE_SAFETY.uuid, orgUnitUuids: [PRODUCTION.orgUnitUuid] },
      ]),
    );
  });

  it('hides the assign button from whoever may only read the assignments', async () => {
    renderELearning(`${DETAILS}/org-units`, {
      routes,
      role: 'ou-admin',
      permissions: [PERMISSIONS.elearning.readCatalog, PERMISSIONS.elearning.readOrgUnitAssignments],
    });
    const panel = await screen.findByRole('tabpanel', { name: 'Organisationseinheiten' });
    await within(panel).findByRole('gridcell', { name: 'Produktion' });
    expect(within(panel).queryByRole('button', { name: 'Organisationseinheiten zuordnen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Einstellungen' })).not.toBeInTheDocument();
  });
});
