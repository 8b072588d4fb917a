import { mockEndpoint } from '@compliance/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  readELearningDetailsEndpoint,
  readExecutionsEndpoint,
  readOrgUnitAssignmentsEndpoint,
  readOrgUnitRemovalEndpoint,
  readStatisticsEndpoint,
  removeOrgUnitsEndpoint,
  type OrgUnitRemoval,
} from '@compliance/shared-contracts/browser';
import { preloadDataTableGrid } from '@compliance/shared-ui/table';
import { FIRE_SAFETY, FIRE_SAFETY_STATISTICS } from '../fixtures';
import { page, renderELearning, settle } from '../test-utils';

const ORG_UNITS = `/dashboard/apps/elearnings/catalog/details/${FIRE_SAFETY.uuid}/org-units`;
const REMOVE = '/api/elearning/remove-org-units';
const PRODUCTION = { orgUnitUuid: '44444444-cccc-4ccc-8ccc-cccccccccccc', orgUnitName: 'Produktion', admins: [] };
const SALES = { orgUnitUuid: '55555555-cccc-4ccc-8ccc-cccccccccccc', orgUnitName: 'Vertrieb', admins: [] };

const routesEnding = (removal: OrgUnitRemoval | { status: 500 }) => [
  mockEndpoint(readELearningDetailsEndpoint, { body: FIRE_SAFETY }),
  mockEndpoint(readOrgUnitAssignmentsEndpoint, page([PRODUCTION, SALES])),
  mockEndpoint(readOrgUnitRemovalEndpoint, 'status' in removal ? removal : { body: removal }),
  mockEndpoint(removeOrgUnitsEndpoint, { body: { success: true } }),
];

/** Opens the removal of the Produktion row and answers its confirmation dialog. */
async function askToRemoveProduction() {
  const user = userEvent.setup();
  const grid = await screen.findByRole('grid', { name: 'Zugeordnete Organisationseinheiten' });
  const row = (await within(grid).findByText('Produktion')).closest('[role="row"]') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Entfernen' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Zuordnung entfernen?' }) };
}

describe('the org units tab', () => {
  beforeAll(() => preloadDataTableGrid());
  afterEach(settle);

  it('says before removing a unit which open tasks and begun attempts it ends, then removes it', async () => {
    const { requests, writes } = renderELearning(ORG_UNITS, { routes: routesEnding({ openTasks: 12, attemptsInProgress: 3 }) });
    const { user, dialog } = await askToRemoveProduction();
    const said = await within(dialog).findByText(/Damit enden die offenen Aufgaben von 12 Mitarbeitern\./);
    expect(said).toHaveTextContent('3 davon haben bereits begonnen: Ihre Versuche werden abgebrochen und ihr Fortschritt geht verloren');
    expect(requests.find((request) => request.path === '/api/elearning/read-org-unit-removal')?.body).toEqual({
      elearningUuid: FIRE_SAFETY.uuid,
      orgUnitUuids: [PRODUCTION.orgUnitUuid],
    });
    expect(writes(REMOVE)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() =>
      expect(writes(REMOVE).map((request) => request.body)).toEqual([
        { elearningUuid: FIRE_SAFETY.uuid, orgUnitUuids: [PRODUCTION.orgUnitUuid] },
      ]),
    );
  });

  it('says so when nothing ends', async () => {
    renderELearning(ORG_UNITS, { routes: routesEnding({ openTasks: 0, attemptsInProgress: 0 }) });
    const { dialog } = await askToRemoveProduction();
    expect(await within(dialog).findByText('Damit endet keine offene Aufgabe.')).toBeInTheDocument();
  });

  it('says what is at stake when it could not check', async () => {
    renderELearning(ORG_UNITS, { routes: routesEnding({ status: 500 }) });
    const failed = await askToRemoveProduction();
    expect(
      await within(failed.dialog).findByText(
        'Es konnte nicht geprüft werden, welche Aufgaben damit enden. Begonnene Versuche gehen beim Entfernen verloren.',
      ),
    ).toBeInTheDocument();
  });

  it('has the figures per org unit read again after a removal, however soon the analytics tab opens again', async () => {
    const analytics = ORG_UNITS.replace(/org-units$/, 'analytics');
    const { requests, writes } = renderELearning(analytics, {
      routes: [
        ...routesEnding({ openTasks: 1, attemptsInProgress: 0 }),
        mockEndpoint(readStatisticsEndpoint, { body: FIRE_SAFETY_STATISTICS }),
        mockEndpoint(readExecutionsEndpoint, page([])),
      ],
    });
    const statisticsReads = () => requests.filter((request) => request.path === readStatisticsEndpoint.path).length;
    await screen.findByRole('grid', { name: 'Kennzahlen je Organisationseinheit' });
    expect(statisticsReads()).toBe(1);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Organisationseinheiten' }));
    // Within SWR's deduplication window: without the invalidation the old figures would stand.
    const { user, dialog } = await askToRemoveProduction();
    await user.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(writes(REMOVE)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: 'Auswertung' }));
    await screen.findByRole('grid', { name: 'Kennzahlen je Organisationseinheit' });
    await waitFor(() => expect(statisticsReads()).toBe(2));
  });
});
