import { mockEndpoint } from '@compliance/shared-ui/testing';
import { readInfopointLocationListEndpoint, readInfopointMemberGroupsEndpoint } from '@compliance/shared-contracts/browser';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIETER, ERNA, GROUPS, HQ, PLANT } from '../fixtures';
import { renderStart, settle } from '../test-utils';

describe('My infopoint', () => {
  afterEach(settle);

  it('shows the locations as cards, the own one marked, their coverage in words', async () => {
    renderStart('/dashboard/start/infopoint', {
      routes: [mockEndpoint(readInfopointLocationListEndpoint, { body: { items: [HQ, PLANT], total: 2 } })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Infopoint' })).toBeInTheDocument();
    const hq = await screen.findByRole('article', { name: 'Zentrale Berlin' });
    expect(hq).toHaveTextContent('Hauptsitz · Ihr Standort');
    expect(hq).toHaveTextContent('Friedrichstraße 100, 10117 Berlin, DE');
    expect(within(hq).getByText('Ersthelfer: ausreichend')).toBeInTheDocument();
    // In the warning colour, as on the location's page: the same shortfall, the same colour.
    expect(within(hq).getByText('Brandschutzhelfer: es fehlen 1').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(hq).toHaveTextContent('42 Beschäftigte');
    const plant = screen.getByRole('article', { name: 'Werk Hamburg' });
    expect(plant).toHaveTextContent('Niederlassung');
    expect(plant).not.toHaveTextContent('Ihr Standort');
    expect(plant).toHaveTextContent('1 Beschäftigte Person');
  });

  it('says so when the company has no location', async () => {
    renderStart('/dashboard/start/infopoint', {
      routes: [mockEndpoint(readInfopointLocationListEndpoint, { body: { items: [], total: 0 } })],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Für Ihr Unternehmen ist noch kein Standort angelegt.');
  });

  describe("a location's contacts", () => {
    /** Opens the head office's contacts from the list of locations; answers the requests sent. */
    const openHeadOffice = async () => {
      const user = userEvent.setup();
      const { requests } = renderStart('/dashboard/start/infopoint', {
        routes: [
          mockEndpoint(readInfopointLocationListEndpoint, { body: { items: [HQ, PLANT], total: 2 } }),
          mockEndpoint(readInfopointMemberGroupsEndpoint, { body: { location: HQ, responsibleMembers: [ERNA], groups: GROUPS } }),
        ],
      });
      const hq = await screen.findByRole('article', { name: 'Zentrale Berlin' });
      await user.click(within(hq).getByRole('button', { name: 'Ansprechpersonen anzeigen' }));
      await screen.findByRole('heading', { level: 1, name: 'Zentrale Berlin' });
      return requests;
    };

    it('open from the list, with a way back through the breadcrumb and a print button', async () => {
      const requests = await openHeadOffice();
      expect(screen.getByRole('heading', { level: 1, name: 'Zentrale Berlin' })).toBeInTheDocument();
      expect(requests.find((request) => request.path === '/api/infopoint/read-member-groups')?.body).toEqual({ locationUuid: HQ.uuid });
      expect(screen.getByRole('button', { name: 'Drucken' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Mein Infopoint' })).toHaveAttribute('href', '/dashboard/start/infopoint');
      // The notice's head names the company and the licensee on paper only: on screen the header does.
      expect(screen.getByText('Demo GmbH')).not.toBeVisible();
      expect(screen.getByText('Dashboard')).not.toBeVisible();
    });

    it('show the coverage with its rule', async () => {
      await openHeadOffice();
      const coverage = screen.getByRole('region', { name: 'Abdeckung' });
      const [firstAid, wardens] = within(coverage).getAllByRole('status');
      expect(firstAid).toHaveTextContent('Ersthelfer: 3 vorhanden, 3 erforderlich');
      expect(wardens).toHaveTextContent('Brandschutzhelfer: 2 vorhanden, 3 erforderlich – es fehlen 1');
      expect(coverage).toHaveTextContent('DGUV Vorschrift 1 § 26');
      expect(coverage).toHaveTextContent('ASR A2.2');
    });

    it('show the responsible persons with links to mail and call them', async () => {
      await openHeadOffice();
      const responsible = screen.getByRole('list', { name: 'Verantwortlich für den Standort' });
      expect(within(responsible).getByRole('link', { name: 'erna.erste@demo.example' })).toHaveAttribute(
        'href',
        'mailto:erna.erste@demo.example',
      );
      expect(within(responsible).getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute('href', 'tel:+49301234567');
    });

    it('show the groups with their members and ways to reach them, or say there are none', async () => {
      await openHeadOffice();
      const doctors = screen.getByRole('region', { name: /Betriebsärzte/ });
      expect(doctors).toHaveTextContent('(Betriebsarzt, für das ganze Unternehmen)');
      expect(within(doctors).getByRole('list', { name: 'Betriebsärzte' })).toHaveTextContent(`${DIETER.firstName} ${DIETER.lastName}`);
      expect(doctors).toHaveTextContent('keine Kontaktdaten hinterlegt');
      expect(screen.getByRole('region', { name: 'Ersthelfer' })).toHaveTextContent('Erna Erste');
    });
  });

  it.each([
    ['names no location of the company', '00000000-0000-4000-8000-000000000000', 404 as const, 'Location.NotFound'],
    ['is no location id at all', 'nonsense', 400 as const, 'Request.Invalid'],
  ])('says a location is not found when its address %s, with the way to all locations and no toast', async (_case, uuid, status, code) => {
    renderStart(`/dashboard/start/infopoint/${uuid}`, {
      routes: [mockEndpoint(readInfopointMemberGroupsEndpoint, { status, body: { error: { code } } })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Standort nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Standorte' })).toHaveAttribute('href', '/dashboard/start/infopoint');
    expect(screen.queryByText('Die Eingaben sind ungültig.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when nobody is responsible and no group has anyone there; in English', async () => {
    renderStart(`/dashboard/start/infopoint/${PLANT.uuid}`, {
      language: 'en_GB',
      routes: [mockEndpoint(readInfopointMemberGroupsEndpoint, { body: { location: PLANT, responsibleMembers: [], groups: [] } })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Werk Hamburg' })).toBeInTheDocument();
    expect(screen.getByText('Nobody is entered as responsible for this location.')).toBeInTheDocument();
    expect(screen.getByText('No contacts are entered for this location.')).toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('First aiders: 0 present, 0 required');
    expect(screen.getByText('Branch · Hafenstraße 12, 20359 Hamburg, DE · 1 employee')).toBeInTheDocument();
  });
});
