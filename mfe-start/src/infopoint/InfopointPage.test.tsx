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
    expect(within(hq).getByText('Brandschutzhelfer: es fehlen 1')).toBeInTheDocument();
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

  it("opens a location's contacts: coverage with its rule, the responsible persons, the groups with their ways to reach them", async () => {
    const user = userEvent.setup();
    const { requests } = renderStart('/dashboard/start/infopoint', {
      routes: [
        mockEndpoint(readInfopointLocationListEndpoint, { body: { items: [HQ, PLANT], total: 2 } }),
        mockEndpoint(readInfopointMemberGroupsEndpoint, { body: { location: HQ, responsibleMembers: [ERNA], groups: GROUPS } }),
      ],
    });
    const hq = await screen.findByRole('article', { name: 'Zentrale Berlin' });
    await user.click(within(hq).getByRole('button', { name: 'Ansprechpersonen anzeigen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Zentrale Berlin' })).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/infopoint/read-member-groups')?.body).toEqual({ locationUuid: HQ.uuid });
    const coverage = screen.getByRole('region', { name: 'Abdeckung' });
    const [firstAid, wardens] = within(coverage).getAllByRole('status');
    expect(firstAid).toHaveTextContent('Ersthelfer: 3 vorhanden, 3 erforderlich');
    expect(wardens).toHaveTextContent('Brandschutzhelfer: 2 vorhanden, 3 erforderlich – es fehlen 1');
    expect(coverage).toHaveTextContent('DGUV Vorschrift 1 § 26');
    expect(coverage).toHaveTextContent('ASR A2.2');

    const responsible = screen.getByRole('list', { name: 'Verantwortlich für den Standort' });
    expect(within(responsible).getByRole('link', { name: 'erna.erste@demo.example' })).toHaveAttribute(
      'href',
      'mailto:erna.erste@demo.example',
    );
    expect(within(responsible).getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute('href', 'tel:+49301234567');

    const doctors = screen.getByRole('region', { name: /Betriebsärzte/ });
    expect(doctors).toHaveTextContent('(Betriebsarzt, für das ganze Unternehmen)');
    expect(within(doctors).getByRole('list', { name: 'Betriebsärzte' })).toHaveTextContent(`${DIETER.firstName} ${DIETER.lastName}`);
    expect(doctors).toHaveTextContent('keine Kontaktdaten hinterlegt');
    expect(screen.getByRole('region', { name: 'Ersthelfer' })).toHaveTextContent('Erna Erste');
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeInTheDocument();
    // Back to the list through the breadcrumb.
    expect(screen.getByRole('link', { name: 'Mein Infopoint' })).toHaveAttribute('href', '/dashboard/start/infopoint');
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
