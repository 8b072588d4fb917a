import { mockEndpoint } from '@compliance/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PERMISSIONS,
  readCatalogEndpoint,
  readELearningDetailsEndpoint,
  readELearningSettingsEndpoint,
  readOrgUnitAssignmentsEndpoint,
} from '@compliance/shared-contracts/browser';
import { FIRE_SAFETY, PRODUCTION } from '../fixtures';
import { page, renderELearning, settle } from '../test-utils';
import { preloadDataTableGrid } from '@compliance/shared-ui/table';

/**
 * The row's title button, once the grid shows it. A role query right after a DOM change computes
 * the style of every element (a quarter of a second here, more under CI's load), so polling one
 * while the grid renders used up waitFor's second: the cheap text query waits, the role query runs once.
 */
async function findTitleButton(): Promise<HTMLElement> {
  await screen.findByText('Brandschutz am Arbeitsplatz');
  return screen.getByRole('button', { name: 'Brandschutz am Arbeitsplatz' });
}

describe('E-Learning catalog', () => {
  // The grid's code loads lazily; loading it here keeps that out of each first table's wait.
  beforeAll(() => preloadDataTableGrid());

  afterEach(settle);

  it('lists the E-Learnings with duration as hh:mm, the status as a word and the org-unit count', async () => {
    const { requests } = renderELearning('/dashboard/apps/elearnings/catalog/list', {
      routes: [mockEndpoint(readCatalogEndpoint, page([FIRE_SAFETY]))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Learning-Katalog' })).toBeInTheDocument();
    const row = (await screen.findByRole('gridcell', { name: 'Brandschutz am Arbeitsplatz' })).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByRole('gridcell', { name: '00:25' })).toBeInTheDocument();
    expect(within(row).getByRole('gridcell', { name: 'Aktiv' })).toBeInTheDocument();
    expect(within(row).getByRole('gridcell', { name: '1' })).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/elearning/read-catalog')?.body).toMatchObject({
      page: 1,
      sortBy: 'title',
      sortDirection: 'asc',
    });
  });

  it('filters by status on the server', async () => {
    const user = userEvent.setup();
    const { requests } = renderELearning('/dashboard/apps/elearnings/catalog/list', {
      routes: [mockEndpoint(readCatalogEndpoint, page([FIRE_SAFETY]))],
    });
    await screen.findByRole('gridcell', { name: 'Brandschutz am Arbeitsplatz' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inaktiv' }));
    await settle();
    const catalogRequests = requests.filter((request) => request.path === '/api/elearning/read-catalog');
    expect(catalogRequests.at(-1)?.body).toMatchObject({ filter: { status: 'inactive' } });
  });

  it('shows the empty state in English', async () => {
    renderELearning('/dashboard/apps/elearnings/catalog/list', {
      language: 'en_GB',
      routes: [mockEndpoint(readCatalogEndpoint, page([]))],
    });
    expect(await screen.findByText('There are no E-Learnings yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'E-Learning catalogue' })).toBeInTheDocument();
  });

  it('opens the details of a row', async () => {
    const user = userEvent.setup();
    renderELearning('/dashboard/apps/elearnings/catalog/list', {
      routes: [
        mockEndpoint(readCatalogEndpoint, page([FIRE_SAFETY])),
        mockEndpoint(readELearningDetailsEndpoint, { body: FIRE_SAFETY }),
        mockEndpoint(readELearningSettingsEndpoint, { status: 500, body: { error: { code: 'Dashboard.Exception' } } }),
      ],
    });
    await user.click(await findTitleButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Brandschutz am Arbeitsplatz' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Einstellungen' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the first tab the member may see: the org units for whoever may not read the settings', async () => {
    const user = userEvent.setup();
    renderELearning('/dashboard/apps/elearnings/catalog/list', {
      role: 'ou-admin',
      permissions: [PERMISSIONS.elearning.readCatalog, PERMISSIONS.elearning.readOrgUnitAssignments],
      routes: [
        mockEndpoint(readCatalogEndpoint, page([FIRE_SAFETY])),
        mockEndpoint(readELearningDetailsEndpoint, { body: FIRE_SAFETY }),
        mockEndpoint(readOrgUnitAssignmentsEndpoint, page([PRODUCTION])),
      ],
    });
    await user.click(await findTitleButton());
    expect(await screen.findByRole('tabpanel', { name: 'Organisationseinheiten' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Einstellungen' })).not.toBeInTheDocument();
  });
});
