import { loadLicenseeConfigEndpoint } from '@compliance/shared-contracts/browser';
import { screen } from '@testing-library/react';
import { mockEndpoint, testLicenseeConfig } from '@compliance/shared-ui/testing';
import { renderStart, settle } from '../test-utils';

const CALENDAR = '/dashboard/apps/calendar';
const HREF = 'https://calendar.example/arbeitsschutz';

/**
 * The window's own load, as the browser reports it: a first load, a reload or one through the
 * history (jsdom keeps no navigation timing of its own).
 */
const loadedBy = (type: NavigationTimingType) =>
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [{ type }] });

describe('Calendar', () => {
  beforeEach(() => loadedBy('navigate'));
  afterEach(async () => {
    await settle();
    jest.restoreAllMocks();
  });

  it("opens the licensee's calendar in a new tab as it shows, says so, and links to it again", async () => {
    const tab = { opener: {} } as unknown as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(tab);
    renderStart(CALENDAR, {
      routes: [mockEndpoint(loadLicenseeConfigEndpoint, { body: testLicenseeConfig({ externalCalendarHref: HREF }) })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kalender' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Der Kalender wurde in einem neuen Tab geöffnet.');
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(HREF, '_blank');
    // The calendar gets no hold on the dashboard.
    expect(tab.opener).toBeNull();
    const link = screen.getByRole('link', { name: 'Kalender in neuem Tab öffnen' });
    expect(link).toHaveAttribute('href', HREF);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/Der Kalender von Demo Licensee/)).toBeInTheDocument();
  });

  it.each<NavigationTimingType>(['reload', 'back_forward'])('opens no further tab on a %s, the link there to open it', async (type) => {
    loadedBy(type);
    const open = jest.spyOn(window, 'open');
    renderStart(CALENDAR, {
      routes: [mockEndpoint(loadLicenseeConfigEndpoint, { body: testLicenseeConfig({ externalCalendarHref: HREF }) })],
    });
    expect(await screen.findByRole('link', { name: 'Kalender in neuem Tab öffnen' })).toHaveAttribute('href', HREF);
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the browser held the new tab back, the link still there', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    renderStart(CALENDAR, {
      routes: [mockEndpoint(loadLicenseeConfigEndpoint, { body: testLicenseeConfig({ externalCalendarHref: HREF }) })],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Ihr Browser hat das Öffnen des neuen Tabs verhindert.');
    expect(screen.getByRole('link', { name: 'Kalender in neuem Tab öffnen' })).toBeInTheDocument();
  });

  it('says the licensee offers none, and opens nothing, without a calendar link', async () => {
    const open = jest.spyOn(window, 'open');
    renderStart(CALENDAR, {
      routes: [mockEndpoint(loadLicenseeConfigEndpoint, { body: testLicenseeConfig({ externalCalendarHref: null }) })],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Ihr Anbieter stellt keinen Kalender bereit.');
    expect(open).not.toHaveBeenCalled();
  });

  it('is guarded by its permission', async () => {
    renderStart(CALENDAR, { permissions: [], routes: [mockEndpoint(loadLicenseeConfigEndpoint, { body: testLicenseeConfig() })] });
    expect(await screen.findByText('Sie haben keine Berechtigung für diese Aktion.')).toBeInTheDocument();
  });
});
