import { captureSavedFiles, mockEndpoint } from '@compliance/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PERMISSIONS,
  exportStatisticsEndpoint,
  readCatalogEndpoint,
  readELearningDetailsEndpoint,
  readExecutionsEndpoint,
  readStatisticsEndpoint,
} from '@compliance/shared-contracts/browser';
import { CATALOG_STATISTICS, FIRE_SAFETY, FIRE_SAFETY_STATISTICS } from '../fixtures';
import { page, renderELearning, settle } from '../test-utils';
import { preloadDataTableGrid } from '@compliance/shared-ui/table';

const routes = [
  mockEndpoint(readStatisticsEndpoint, (body: unknown) => ({
    body: (body as { elearningUuid?: string }).elearningUuid ? FIRE_SAFETY_STATISTICS : CATALOG_STATISTICS,
  })),
  mockEndpoint(readCatalogEndpoint, page([FIRE_SAFETY])),
  mockEndpoint(readELearningDetailsEndpoint, { body: FIRE_SAFETY }),
  mockEndpoint(readExecutionsEndpoint, page([])),
];

describe("the catalog's analytics tab", () => {
  // The grid's code loads lazily; loading it here keeps that out of each first table's wait.
  beforeAll(() => preloadDataTableGrid());

  afterEach(settle);

  it('shows the figures per E-Learning in words and numbers, and opens one in its analytics', async () => {
    const user = userEvent.setup();
    renderELearning('/dashboard/apps/elearnings/catalog/list', { routes });
    await user.click(await screen.findByRole('tab', { name: 'Auswertung' }));
    const grid = await screen.findByRole('grid', { name: 'Kennzahlen je E-Learning' });
    const row = (await within(grid).findByText(FIRE_SAFETY.title)).closest('[role="row"]') as HTMLElement;
    for (const text of ['8', '6', '75,0 %']) expect(row).toHaveTextContent(text);
    expect(screen.getByRole('tab', { name: 'Auswertung' })).toHaveAttribute('aria-selected', 'true');
    // Each figure above nought leads to the members it counts.
    const title = encodeURIComponent(FIRE_SAFETY.title).replace(/%20/g, '+');
    expect(within(row).getByRole('link', { name: 'Überfällig: 1' })).toHaveAttribute(
      'href',
      `/dashboard/apps/elearnings/catalog/standings?elearningUuid=${FIRE_SAFETY.uuid}&standing=overdue&elearningUuid.text=${title}`,
    );
    expect(within(row).getByRole('link', { name: 'Zugewiesen: 8' })).toHaveAttribute(
      'href',
      `/dashboard/apps/elearnings/catalog/standings?elearningUuid=${FIRE_SAFETY.uuid}&elearningUuid.text=${title}`,
    );
    expect(within(row).queryByRole('link', { name: 'Fällig: 0' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: FIRE_SAFETY.title }));
    expect(await screen.findByRole('grid', { name: 'Kennzahlen je Organisationseinheit' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Auswertung', selected: true })).toBeInTheDocument();
  });

  it("exports the figures and the members' standings as an Excel file named by the day", async () => {
    const user = userEvent.setup();
    const { saved, restore } = captureSavedFiles();
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const { requests } = renderELearning('/dashboard/apps/elearnings/catalog/analytics', {
      routes: [...routes, mockEndpoint(exportStatisticsEndpoint, { file: { type: xlsx, content: 'PK' } })],
    });
    await user.click(await screen.findByRole('button', { name: 'Als Excel-Datei exportieren' }));
    await settle();
    expect(requests.find((request) => request.path === '/api/elearning/export-statistics')?.body).toEqual({});
    expect(saved).toEqual([expect.stringMatching(/^E-Learning-Auswertung-\d{4}-\d{2}-\d{2}\.xlsx$/)]);
    restore();
  });

  it('offers no export without export-statistics', async () => {
    renderELearning('/dashboard/apps/elearnings/catalog/analytics', {
      routes,
      role: 'ou-admin',
      permissions: [PERMISSIONS.elearning.readCatalog, PERMISSIONS.elearning.readStatistics],
    });
    expect(await screen.findByRole('grid', { name: 'Kennzahlen je E-Learning' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Als Excel-Datei exportieren' })).not.toBeInTheDocument();
  });

  it('is no tab for whoever reads the catalog without the statistics', async () => {
    renderELearning('/dashboard/apps/elearnings/catalog/list', {
      routes,
      role: 'member',
      permissions: [PERMISSIONS.elearning.readCatalog],
    });
    expect(await screen.findByRole('tab', { name: 'Katalog' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Auswertung' })).not.toBeInTheDocument();
  });
});
