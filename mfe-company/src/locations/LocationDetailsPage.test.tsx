import { mockEndpoint } from '@compliance/shared-ui/testing';
import {
  type ResponseOf,
  assignMembersToLocationEndpoint,
  locationDetailEndpoint,
  locationMemberListEndpoint,
  memberListEndpoint,
  removeMembersFromLocationEndpoint,
  updateLocationEndpoint,
} from '@compliance/shared-contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldName, page, renderCompany, settle } from '../test-utils';
import { MEMBERS } from '../members/fixtures';
import { preloadDataTableGrid } from '@compliance/shared-ui/table';

const LOCATION: ResponseOf<typeof locationDetailEndpoint> = {
  uuid: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  locationIdentifier: 'wien',
  name: 'Wien',
  street: 'Ring 1',
  postalCode: '1010',
  city: 'Wien',
  countryCode: 'AT',
  locationType: 'branch',
  floorSpace: 250,
  memberCount: 1,
  responsibleMembers: [],
};

const routes = [
  mockEndpoint(locationDetailEndpoint, { body: LOCATION }),
  mockEndpoint(locationMemberListEndpoint, page(MEMBERS.slice(0, 1))),
  mockEndpoint(updateLocationEndpoint, { body: { success: true } }),
  mockEndpoint(assignMembersToLocationEndpoint, { body: { success: true } }),
  mockEndpoint(removeMembersFromLocationEndpoint, { body: { success: true } }),
  mockEndpoint(memberListEndpoint, page(MEMBERS)),
];

describe('location details', () => {
  // The grid's code loads lazily; loading it here keeps that out of each first table's wait.
  beforeAll(() => preloadDataTableGrid());

  afterEach(settle);

  it('edits the details and checks the postal code against the country', async () => {
    const user = userEvent.setup();
    const { writes } = renderCompany(`/dashboard/company/locations/details/${LOCATION.uuid}/details`, { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wien' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Standortdaten' });
    expect(within(form).getByRole('textbox', { name: fieldName('Postleitzahl') })).toHaveValue('1010');
    await user.click(within(form).getByRole('combobox', { name: 'Land' }));
    await user.click(await screen.findByRole('option', { name: 'Deutschland' }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText('Bitte geben Sie eine gültige Postleitzahl ein.')).toBeInTheDocument();
    expect(writes('/api/location/update-location-detail')).toHaveLength(0);
    await user.click(within(form).getByRole('combobox', { name: 'Land' }));
    await user.click(await screen.findByRole('option', { name: 'Österreich' }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(writes('/api/location/update-location-detail')).toHaveLength(1));
    expect(writes('/api/location/update-location-detail')[0]?.body).toMatchObject({
      uuid: LOCATION.uuid,
      postalCode: '1010',
      countryCode: 'AT',
      floorSpace: 250,
      locationType: 'branch',
    });
  });

  it('lets only admins change who is responsible: a loc-admin sees the field locked and still saves the rest', async () => {
    const user = userEvent.setup();
    const { writes } = renderCompany(`/dashboard/company/locations/details/${LOCATION.uuid}/details`, { routes, role: 'loc-admin' });
    const form = await screen.findByRole('form', { name: 'Standortdaten' });
    expect(within(form).getByRole('combobox', { name: 'Verantwortliche Mitarbeiter' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(writes('/api/location/update-location-detail')).toHaveLength(1));
    expect(writes('/api/location/update-location-detail')[0]?.body).toMatchObject({ responsibleMemberUuids: [] });
  });

  it('assigns members through the typeahead and removes one after confirmation', async () => {
    const user = userEvent.setup();
    const { writes } = renderCompany(`/dashboard/company/locations/details/${LOCATION.uuid}/member`, { routes });
    const panel = await screen.findByRole('tabpanel', { name: 'Mitarbeiter' });
    expect(await within(panel).findByRole('gridcell', { name: 'Anna' })).toBeInTheDocument();
    expect(writes('/api/location/read-member-list')[0]?.body).toEqual({
      uuid: LOCATION.uuid,
      page: 1,
      perPage: 25,
      sortBy: 'lastName',
      sortDirection: 'asc',
      filter: {},
    });

    await user.click(within(panel).getByRole('button', { name: 'Mitarbeiter zuordnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mitarbeiter zuordnen' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Mitarbeiter suchen' }), 'bau');
    await user.click(await screen.findByRole('option', { name: 'Bauer, Bernd (bernd.bauer)' }));
    await waitFor(() => expect(writes('/api/memberlist/getlist').at(-1)?.body).toMatchObject({ filter: { search: 'bau' } }));
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(() =>
      expect(writes('/api/location/assign-members').map((request) => request.body)).toEqual([
        { uuid: LOCATION.uuid, memberUuids: [MEMBERS[1]?.uuid] },
      ]),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = within(panel).getByRole('gridcell', { name: 'Anna' }).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Entfernen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mitarbeiter entfernen' });
    await user.click(within(confirm).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() =>
      expect(writes('/api/location/remove-members').map((request) => request.body)).toEqual([
        { uuid: LOCATION.uuid, memberUuids: [MEMBERS[0]?.uuid] },
      ]),
    );
  });

  it('leads an unknown tab to the details tab', async () => {
    renderCompany(`/dashboard/company/locations/details/${LOCATION.uuid}/nonsense`, { routes });
    expect(await screen.findByRole('tabpanel', { name: 'Details' })).toBeInTheDocument();
  });
});
