import { mockEndpoint } from '@compliance/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PERMISSIONS,
  type ELearningMemberStanding,
  readCatalogEndpoint,
  readMemberStandingListEndpoint,
} from '@compliance/shared-contracts/browser';
import { FIRE_SAFETY } from '../fixtures';
import { ELEARNING_PERMISSIONS, page, renderELearning, settle } from '../test-utils';
import { preloadDataTableGrid } from '@compliance/shared-ui/table';

const ORG_UNIT = '56565656-5656-4565-8565-565656565656';
const OVERDUE: ELearningMemberStanding = {
  member: { uuid: '78787878-7878-4787-8787-787878787878', firstName: 'Erika', lastName: 'Muster' },
  elearningUuid: FIRE_SAFETY.uuid,
  title: FIRE_SAFETY.title,
  standing: 'overdue',
  dueDate: '2026-10-01',
  validUntil: null,
};
const WITHDRAWN: ELearningMemberStanding = {
  ...OVERDUE,
  member: { uuid: '89898989-8989-4898-8898-898989898989', firstName: 'Otto', lastName: 'Ohne' },
  standing: null,
  dueDate: null,
  validUntil: '2026-12-10',
};

describe("the members' standing tab", () => {
  // The grid's code loads lazily; loading it here keeps that out of each first table's wait.
  beforeAll(() => preloadDataTableGrid());

  afterEach(settle);

  it('says how each member stands in words and dates, and opens the member', async () => {
    const user = userEvent.setup();
    renderELearning('/dashboard/apps/elearnings/catalog/list', {
      routes: [
        mockEndpoint(readMemberStandingListEndpoint, page([OVERDUE, WITHDRAWN])),
        mockEndpoint(readCatalogEndpoint, page([FIRE_SAFETY])),
      ],
      permissions: [...ELEARNING_PERMISSIONS, PERMISSIONS.memberList.details],
    });
    await user.click(await screen.findByRole('tab', { name: 'Stand der Mitarbeiter' }));
    const grid = await screen.findByRole('grid', { name: 'Stand der Mitarbeiter je E-Learning' });
    const row = (name: string) => within(grid).getByRole('button', { name }).closest('[role="row"]') as HTMLElement;
    expect(await within(grid).findByRole('button', { name: 'Muster, Erika' })).toBeInTheDocument();
    for (const text of ['Überfällig', '01.10.2026', FIRE_SAFETY.title]) expect(row('Muster, Erika')).toHaveTextContent(text);
    for (const text of ['Keine Aufgabe mehr', '10.12.2026']) expect(row('Ohne, Otto')).toHaveTextContent(text);
    await user.click(within(grid).getByRole('button', { name: 'Muster, Erika' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it("opens filtered as the admins' overview links to it, the org unit as a chip, and filters by certificates running out", async () => {
    const user = userEvent.setup();
    const { writes } = renderELearning(
      `/dashboard/apps/elearnings/catalog/standings?standing=overdue&orgUnitUuid=${ORG_UNIT}&orgUnitUuid.text=Vertrieb`,
      {
        routes: [mockEndpoint(readMemberStandingListEndpoint, page([OVERDUE]))],
        role: 'ou-admin',
        permissions: [PERMISSIONS.elearning.readCatalog, PERMISSIONS.elearning.readStatistics],
      },
    );
    const reads = () => writes('/api/elearning/read-member-standing-list').map((request) => (request.body as { filter: object }).filter);
    // Without the member details, the name is no link.
    expect(await screen.findByRole('gridcell', { name: 'Muster, Erika' })).toBeInTheDocument();
    expect(reads()).toEqual([{ standing: 'overdue', orgUnitUuid: ORG_UNIT }]);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Überfällig');
    expect(screen.getByRole('button', { name: 'Organisationseinheit: Vertrieb' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Bescheinigung' }));
    await user.click(await screen.findByRole('option', { name: 'Läuft in den nächsten 30 Tagen ab' }));
    await waitFor(() => expect(reads().at(-1)).toEqual({ standing: 'overdue', orgUnitUuid: ORG_UNIT, certificate: 'expiring' }));
  });

  it('is no tab, and no page, for whoever reads the catalog without the statistics', async () => {
    renderELearning('/dashboard/apps/elearnings/catalog/standings', {
      routes: [mockEndpoint(readMemberStandingListEndpoint, page([OVERDUE])), mockEndpoint(readCatalogEndpoint, page([FIRE_SAFETY]))],
      role: 'member',
      permissions: [PERMISSIONS.elearning.readCatalog],
      language: 'en_GB',
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: "Members' standing per E-Learning" })).not.toBeInTheDocument();
  });
});
