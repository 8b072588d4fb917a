import { mockEndpoint } from '@compliance/shared-ui/testing';
import {
  archiveMembersEndpoint,
  locationListEndpoint,
  memberListEndpoint,
  orgUnitListEndpoint,
} from '@compliance/shared-contracts/browser';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@compliance/shared-ui';
import { page, renderCompany, settle } from '../test-utils';
import { MEMBERS, ORG_UNIT } from './fixtures';
import { preloadDataTableGrid } from '@compliance/shared-ui/table';

const LIST = '/api/memberlist/getlist';
const routes = [
  mockEndpoint(memberListEndpoint, page(MEMBERS, 2)),
  mockEndpoint(orgUnitListEndpoint, page([ORG_UNIT])),
  mockEndpoint(locationListEndpoint, page([])),
];

describe('members list', () => {
  // The grid's code loads lazily; loading it here keeps that out of each first table's wait.
  beforeAll(() => preloadDataTableGrid());

  afterEach(settle);

  it('loads the first page sorted by last name and shows roles and status translated', async () => {
    const { writes } = renderCompany('/dashboard/company/members/list', { routes });
    const grid = await screen.findByRole('grid', { name: 'Mitarbeiterliste' });
    const bernd = (await within(grid).findByRole('gridcell', { name: 'Bernd' })).closest('[role="row"]') as HTMLElement;
    expect(within(bernd).getByRole('gridcell', { name: 'Mitarbeiter' })).toBeInTheDocument();
    expect(within(bernd).getByRole('gridcell', { name: 'Deaktiviert' })).toBeInTheDocument();
    expect(writes(LIST).map((request) => request.body)).toEqual([
      { page: 1, perPage: 25, sortBy: 'lastName', sortDirection: 'asc', filter: {} },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Mitarbeiter' })).toBeInTheDocument();
  });

  it('sends the chosen role, status and org unit and the search text as the list filter', async () => {
    const user = userEvent.setup();
    const { writes } = renderCompany('/dashboard/company/members/list', { routes });
    await screen.findByRole('gridcell', { name: 'Anna' });
    await user.click(screen.getByRole('combobox', { name: 'Rolle' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(writes(LIST).at(-1)?.body).toMatchObject({ page: 1, filter: { role: 'admin' } }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Aktiv' }));
    await user.click(screen.getByRole('combobox', { name: 'Organisationseinheit' }));
    await user.click(await screen.findByRole('option', { name: 'Vertrieb' }));
    await waitFor(() =>
      expect(writes(LIST).at(-1)?.body).toMatchObject({ filter: { role: 'admin', status: 'active', orgUnitUuid: ORG_UNIT.uuid } }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Mitarbeiter suchen' }), 'ahr');
    await waitFor(
      () =>
        expect(writes(LIST).at(-1)?.body).toMatchObject({
          filter: { search: 'ahr', role: 'admin', status: 'active', orgUnitUuid: ORG_UNIT.uuid },
        }),
      { timeout: 3000 },
    );
  });

  it('archives the selected members only after confirmation, then reloads the list and tells other areas', async () => {
    const user = userEvent.setup();
    const announced: string[] = [];
    const off = eventBus.on('members:changed', ({ reason }) => announced.push(reason));
    const { writes } = renderCompany('/dashboard/company/members/list', {
      routes: [...routes, mockEndpoint(archiveMembersEndpoint, { body: { success: true } })],
    });
    const boxes = await screen.findAllByRole('checkbox', { name: 'Zeile auswählen' });
    await user.click(boxes[0] as HTMLElement);
    await user.click(boxes[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Auswahl archivieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mitarbeiter archivieren' });
    expect(dialog).toHaveTextContent('Sollen die 2 ausgewählten Mitarbeiter archiviert werden?');
    expect(writes('/api/memberlist/archivemember')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Archivieren' }));
    await waitFor(() =>
      expect(writes('/api/memberlist/archivemember').map((request) => request.body)).toEqual([
        { uuids: MEMBERS.map((member) => member.uuid) },
      ]),
    );
    // The cached member list was cleared: the same query is asked again.
    await waitFor(() => expect(writes(LIST)).toHaveLength(2));
    expect(announced).toEqual(['archive']);
    off();
  });

  it('keeps the dialog open with the server message when archiving is refused', async () => {
    const user = userEvent.setup();
    renderCompany('/dashboard/company/members/list', {
      language: 'en_GB',
      routes: [...routes, mockEndpoint(archiveMembersEndpoint, { status: 400, body: { error: { code: 'Member.CannotArchiveSelf' } } })],
    });
    const row = (await screen.findByRole('gridcell', { name: 'Anna' })).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive members' });
    expect(dialog).toHaveTextContent('Archive Anna Ahrens?');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot archive yourself.');
  });

  it('answers an identical query from the cache for two minutes', async () => {
    const first = renderCompany('/dashboard/company/members/list', { routes });
    await screen.findByRole('gridcell', { name: 'Anna' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('columnheader', { name: /Vorname/ }));
    await waitFor(() => expect(first.writes(LIST).at(-1)?.body).toMatchObject({ sortBy: 'firstName' }));
    await user.click(screen.getByRole('columnheader', { name: /Nachname/ }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    // Back to the first query: served from the cache, no third request.
    expect(first.writes(LIST)).toHaveLength(2);
  });

  it('greys the row actions of members the signed-in role may not act on (a loc-admin: only members)', async () => {
    renderCompany('/dashboard/company/members/list', {
      routes,
      role: 'loc-admin',
      permissions: ['member-list.get-list', 'member-list.memberdetails', 'member-list.reset-password'],
    });
    const admin = (await screen.findByRole('gridcell', { name: 'Anna' })).closest('[role="row"]') as HTMLElement;
    const member = screen.getByRole('gridcell', { name: 'Bernd' }).closest('[role="row"]') as HTMLElement;
    expect(within(admin).getByRole('button', { name: 'Passwort zurücksetzen' })).toBeDisabled();
    expect(within(member).getByRole('button', { name: 'Passwort zurücksetzen' })).toBeEnabled();
    // Reading details is not acting on the account.
    expect(within(admin).getByRole('button', { name: 'Details' })).toBeEnabled();
  });

  it('hides create, import and archive without the permissions', async () => {
    renderCompany('/dashboard/company/members/list', { routes, permissions: ['member-list.get-list'] });
    await screen.findByRole('gridcell', { name: 'Anna' });
    expect(screen.queryByRole('button', { name: 'Mitarbeiter anlegen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mitarbeiter importieren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Auswahl archivieren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Organisationseinheit' })).not.toBeInTheDocument();
  });
});
