import { mockEndpoint, type RowOf } from '@compliance/shared-ui/testing';
import { archivedMemberListEndpoint, deleteArchivedMembersEndpoint, unarchiveMembersEndpoint } from '@compliance/shared-contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@compliance/shared-ui';
import { page, renderCompany, settle } from '../test-utils';
import { preloadDataTableGrid } from '@compliance/shared-ui/table';

const ARCHIVED: Array<RowOf<typeof archivedMemberListEndpoint>> = [
  {
    uuid: '88888888-8888-4888-8888-888888888888',
    firstName: 'Carl',
    lastName: 'Clausen',
    email: null,
    archivedAt: '2024-05-02T08:00:00.000Z',
    roleIdentifier: 'member',
    username: 'carl.clausen',
  },
  {
    uuid: '99999999-9999-4999-8999-999999999999',
    firstName: 'Dora',
    lastName: 'Dietz',
    email: 'dora@example.com',
    archivedAt: '2024-05-03T08:00:00.000Z',
    roleIdentifier: 'admin',
    username: 'dora.dietz',
  },
];

function setup() {
  const user = userEvent.setup();
  const rendered = renderCompany('/dashboard/company/members/archive/list', {
    routes: [
      mockEndpoint(archivedMemberListEndpoint, page(ARCHIVED)),
      mockEndpoint(unarchiveMembersEndpoint, { body: { success: true } }),
      mockEndpoint(deleteArchivedMembersEndpoint, { body: { success: true } }),
    ],
  });
  return { user, ...rendered };
}

const rowOf = async (name: string) => (await screen.findByRole('gridcell', { name })).closest('[role="row"]') as HTMLElement;

describe('member archive', () => {
  // The grid's code loads lazily; loading it here keeps that out of each first table's wait.
  beforeAll(() => preloadDataTableGrid());

  const announced: string[] = [];
  let off: () => void = () => undefined;
  beforeEach(() => {
    announced.length = 0;
    off = eventBus.on('members:changed', ({ reason }) => announced.push(reason));
  });
  afterEach(async () => {
    off();
    await settle();
  });

  it('lists the archived members, newest first', async () => {
    const { writes } = setup();
    expect(await screen.findByRole('grid', { name: 'Archivierte Mitarbeiter' })).toBeInTheDocument();
    await rowOf('Carl');
    expect(writes('/api/archivedmember/list')[0]?.body).toEqual({
      page: 1,
      perPage: 25,
      sortBy: 'archivedAt',
      sortDirection: 'desc',
      filter: {},
    });
  });

  it('restores a member only after confirmation', async () => {
    const { user, writes } = setup();
    await user.click(within(await rowOf('Carl')).getByRole('button', { name: 'Wiederherstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mitarbeiter wiederherstellen' });
    expect(dialog).toHaveTextContent('Soll Carl Clausen wiederhergestellt werden?');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes('/api/archivedmember/unarchivemember')).toHaveLength(0);
    expect(announced).toEqual([]);

    await user.click(within(await rowOf('Carl')).getByRole('button', { name: 'Wiederherstellen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mitarbeiter wiederherstellen' })).getByRole('button', { name: 'Wiederherstellen' }),
    );
    await waitFor(() =>
      expect(writes('/api/archivedmember/unarchivemember').map((request) => request.body)).toEqual([{ uuids: [ARCHIVED[0]?.uuid] }]),
    );
    await waitFor(() => expect(writes('/api/archivedmember/list')).toHaveLength(2));
    expect(announced).toEqual(['unarchive']);
  });

  it('deletes the selected members permanently after a warning', async () => {
    const { user, writes } = setup();
    await rowOf('Dora');
    for (const box of await screen.findAllByRole('checkbox', { name: 'Zeile auswählen' })) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Auswahl endgültig löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Endgültig löschen' });
    expect(dialog).toHaveTextContent(
      'Sollen 2 Mitarbeiter endgültig gelöscht werden (Carl Clausen, Dora Dietz)? Das lässt sich nicht rückgängig machen.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    await waitFor(() =>
      expect(writes('/api/archivedmember/deletemember').map((request) => request.body)).toEqual([
        { uuids: ARCHIVED.map((member) => member.uuid) },
      ]),
    );
    await waitFor(() => expect(writes('/api/archivedmember/list')).toHaveLength(2));
    expect(announced).toEqual(['delete']);
  });
});
