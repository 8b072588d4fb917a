import { mockEndpoint, type RowOf } from '@compliance/shared-ui/testing';
import { createMemberGroupEndpoint, memberGroupListEndpoint } from '@compliance/shared-contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldName, page, renderCompany, settle } from '../test-utils';
import { preloadDataTableGrid } from '@compliance/shared-ui/table';

const GROUP: RowOf<typeof memberGroupListEndpoint> = {
  uuid: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  memberGroupIdentifier: 'ersthelfer-1234',
  name: 'Ersthelfer Berlin',
  type: 'first-aid',
  memberCount: 4,
};

describe('member groups', () => {
  // The grid's code loads lazily; loading it here keeps that out of each first table's wait.
  beforeAll(() => preloadDataTableGrid());

  afterEach(settle);

  it('lists groups with the translated type and creates one with a generated, editable identifier', async () => {
    const user = userEvent.setup();
    const { writes } = renderCompany('/dashboard/company/members/group/list', {
      routes: [
        mockEndpoint(memberGroupListEndpoint, page([GROUP])),
        mockEndpoint(createMemberGroupEndpoint, { body: { success: true, uuid: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc' } }),
      ],
    });
    const row = (await screen.findByRole('gridcell', { name: 'Ersthelfer Berlin' })).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByRole('gridcell', { name: 'Ersthelfer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mitarbeitergruppe anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mitarbeitergruppe anlegen' });
    await user.type(within(dialog).getByRole('textbox', { name: fieldName('Name') }), 'Brandschutz Süd');
    const identifier = within(dialog).getByRole('textbox', { name: fieldName('ID') });
    expect((identifier as HTMLInputElement).value).toMatch(/^brandschutz-sued-\d{4}$/);
    await user.click(within(dialog).getByRole('combobox', { name: fieldName('Typ') }));
    await user.click(await screen.findByRole('option', { name: 'Brandschutzhelfer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(writes('/api/member-group/create-member-group')).toHaveLength(1));
    expect(writes('/api/member-group/create-member-group')[0]?.body).toEqual({
      name: 'Brandschutz Süd',
      memberGroupIdentifier: (identifier as HTMLInputElement).value,
      type: 'fire-assistent',
    });
  });
});
