import { mockEndpoint } from '@compliance/shared-ui/testing';
import { readProfileOrgUnitListEndpoint } from '@compliance/shared-contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tableStatesAtom } from '@compliance/shared-ui';
import { renderProfile, settle } from './test-fixtures';
import { PROFILE_ORG_UNITS } from './api';
import { preloadDataTableGrid } from '@compliance/shared-ui/table';

const UNITS = [
  {
    uuid: '0f6d2c1e-9a8b-4c7d-8e6f-5a4b3c2d1e0f',
    orgUnitIdentifier: 'gesamt',
    orgUnitName: 'Gesamtunternehmen',
    isRoot: true,
    isDefault: true,
  },
  { uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', orgUnitIdentifier: 'vertrieb', orgUnitName: 'Vertrieb', isRoot: false, isDefault: false },
];

describe('profile org-units tab', () => {
  // The grid's code loads lazily; loading it here keeps that out of each first table's wait.
  beforeAll(() => preloadDataTableGrid());

  afterEach(settle);

  it('loads the first page sorted by name and shows the flags as yes/no', async () => {
    const { writes, store } = renderProfile('/dashboard/profile/org-units', {
      routes: [mockEndpoint(readProfileOrgUnitListEndpoint, { body: { items: UNITS, total: 2 } })],
    });
    expect(await screen.findByRole('gridcell', { name: 'Gesamtunternehmen' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Organisationseinheiten, denen Sie angehören' });
    const vertrieb = within(grid).getByRole('gridcell', { name: 'Vertrieb' }).closest('[role="row"]') as HTMLElement;
    expect(
      within(vertrieb)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['Vertrieb', 'vertrieb', 'Nein', 'Nein']);
    const gesamt = within(grid).getByRole('gridcell', { name: 'Gesamtunternehmen' }).closest('[role="row"]') as HTMLElement;
    expect(
      within(gesamt)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['Gesamtunternehmen', 'gesamt', 'Ja', 'Ja']);
    expect(writes('/api/profile/read-org-unit-list').map((request) => request.body)).toEqual([
      { page: 1, perPage: 25, sortDirection: 'asc', filter: {}, sortBy: 'orgUnitName' },
    ]);
    expect(store.get(tableStatesAtom)[PROFILE_ORG_UNITS.tableId]?.current.sortBy).toBe('orgUnitName');
  });

  it('sorts and pages on the server', async () => {
    const user = userEvent.setup();
    const { writes } = renderProfile('/dashboard/profile/org-units', {
      routes: [mockEndpoint(readProfileOrgUnitListEndpoint, { body: { items: UNITS, total: 60 } })],
    });
    await screen.findByRole('gridcell', { name: 'Vertrieb' });
    await user.click(screen.getByRole('columnheader', { name: /^ID/ }));
    await waitFor(() =>
      expect(writes('/api/profile/read-org-unit-list').at(-1)?.body).toMatchObject({
        sortBy: 'orgUnitIdentifier',
        sortDirection: 'asc',
        page: 1,
      }),
    );
    await user.click(
      within(screen.getByRole('navigation', { name: 'Seitennavigation: Organisationseinheiten, denen Sie angehören' })).getByRole(
        'button',
        { name: 'Nächste Seite' },
      ),
    );
    await waitFor(() =>
      expect(writes('/api/profile/read-org-unit-list').at(-1)?.body).toMatchObject({ sortBy: 'orgUnitIdentifier', page: 2 }),
    );
  });

  it('says when the member belongs to no org unit', async () => {
    renderProfile('/dashboard/profile/org-units', {
      language: 'en_GB',
      routes: [mockEndpoint(readProfileOrgUnitListEndpoint, { body: { items: [], total: 0 } })],
    });
    expect(await screen.findByText('You do not belong to any organisation unit.')).toBeInTheDocument();
  });
});
