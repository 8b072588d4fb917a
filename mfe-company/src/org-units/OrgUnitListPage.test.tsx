import { mockEndpoint, type MockRoutes, testMemberRow } from '@compliance/shared-ui/testing';
import {
  createOrgUnitEndpoint,
  deleteOrgUnitEndpoint,
  memberListEndpoint,
  orgUnitListEndpoint,
} from '@compliance/shared-contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldName, page, renderCompany, settle } from '../test-utils';
import { ORG_UNIT } from '../members/fixtures';
import { preloadDataTableGrid } from '@compliance/shared-ui/table';

const CREATE = '/api/org-unit/create-org-unit';
const ADMIN = testMemberRow('66666666-6666-4666-8666-666666666666', 'Ada', 'Admin');

function setup(extra: MockRoutes = []) {
  const user = userEvent.setup();
  const rendered = renderCompany('/dashboard/company/org-units/list', {
    routes: [
      mockEndpoint(orgUnitListEndpoint, page([ORG_UNIT])),
      mockEndpoint(memberListEndpoint, page([ADMIN])),
      mockEndpoint(createOrgUnitEndpoint, { body: { success: true, uuid: '77777777-7777-4777-8777-777777777777' } }),
      ...extra,
    ],
  });
  return { user, ...rendered };
}

describe('org units list', () => {
  // The grid's code loads lazily; loading it here keeps that out of each first table's wait.
  beforeAll(() => preloadDataTableGrid());

  afterEach(settle);

  it('validates the create form: name required, identifier only lowercase letters, digits and minus', async () => {
    const { user, writes } = setup();
    await screen.findByRole('gridcell', { name: 'Vertrieb' });
    await user.click(screen.getByRole('button', { name: 'Organisationseinheit anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Organisationseinheit anlegen' });
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await within(dialog).findByText('Name der Organisationseinheit ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(within(dialog).getByText('ID der Organisationseinheit ist ein Pflichtfeld.')).toBeInTheDocument();
    const identifier = within(dialog).getByRole('textbox', { name: fieldName('ID der Organisationseinheit') });
    // One rule, as its message states; the outside check found these accepted.
    for (const refused of ['Einkauf_Nord', 'ab', '1abc', '-', 'a']) {
      await user.clear(identifier);
      await user.type(identifier, refused);
      await user.tab();
      expect(await within(dialog).findByText(/^Nur Kleinbuchstaben, Ziffern und Bindestriche; mindestens 3 Zeichen/)).toBeInTheDocument();
    }
    expect(writes(CREATE)).toHaveLength(0);
  });

  it('suggests the identifier from the name and creates the unit with an admin as accountable', async () => {
    const { user, writes, requests } = setup();
    await screen.findByRole('gridcell', { name: 'Vertrieb' });
    await user.click(screen.getByRole('button', { name: 'Organisationseinheit anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Organisationseinheit anlegen' });
    await user.type(within(dialog).getByRole('textbox', { name: fieldName('Name der Organisationseinheit') }), 'Einkauf Süd');
    // Like every generated identifier (docs/product.md §5): the slug of the name plus a random suffix 1000–9999.
    const identifier = (within(dialog).getByRole('textbox', { name: fieldName('ID der Organisationseinheit') }) as HTMLInputElement).value;
    expect(identifier).toMatch(/^einkauf-sued-\d{4}$/);
    expect(Number(identifier.slice(-4))).toBeGreaterThanOrEqual(1000);
    await user.type(within(dialog).getByRole('combobox', { name: 'Verantwortliche' }), 'Ad');
    await user.click(await screen.findByRole('option', { name: 'Admin, Ada (ada.admin)' }));
    const searches = requests
      .filter((request) => request.path === '/api/memberlist/getlist')
      .map((request) => (request.body as { filter: { role?: string } }).filter.role);
    expect(new Set(searches)).toEqual(new Set(['admin', 'super-admin']));
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(writes(CREATE)).toHaveLength(1));
    expect(writes(CREATE)[0]?.body).toEqual({
      orgUnitName: 'Einkauf Süd',
      orgUnitIdentifier: identifier,
      parentUuid: null,
      isRoot: false,
      isDefault: false,
      accountableUuids: [ADMIN.uuid],
      adminUuids: [],
    });
  });

  it('asks before deleting and shows clearly why a unit with members cannot be deleted', async () => {
    const { user, writes } = setup([mockEndpoint(deleteOrgUnitEndpoint, { status: 400, body: { error: { code: 'OrgUnit.HasMembers' } } })]);
    const row = (await screen.findByRole('gridcell', { name: 'Vertrieb' })).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Organisationseinheit löschen' });
    expect(writes('/api/org-unit/delete-org-unit')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Der Organisationseinheit sind noch Mitarbeiter zugeordnet.');
    expect(writes('/api/org-unit/delete-org-unit').map((request) => request.body)).toEqual([{ uuid: ORG_UNIT.uuid }]);
  });
});
