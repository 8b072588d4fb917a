import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  deactivateLicenseeClientEndpoint,
  enterLicenseeClientEndpoint,
  readLicenseeClientAreasEndpoint,
  readLicenseeClientEndpoint,
  updateLicenseeClientEndpoint,
} from '@compliance/shared-contracts/browser';
import { fieldName, mockEndpoint, type MockRoutes } from '@compliance/shared-ui/testing';
import { renderBackOffice, settle, type RenderBackOfficeOptions } from '../test-utils';
import { DEMO_CLIENT, DEMO_CLIENT_AREAS } from './fixtures';

const PATH = `/licensee/clients/${DEMO_CLIENT.uuid}`;

function setup(extra: MockRoutes = [], options: RenderBackOfficeOptions = {}) {
  const user = userEvent.setup();
  const rendered = renderBackOffice(PATH, {
    ...options,
    routes: [
      mockEndpoint(readLicenseeClientEndpoint, { body: DEMO_CLIENT }),
      mockEndpoint(readLicenseeClientAreasEndpoint, { body: DEMO_CLIENT_AREAS }),
      mockEndpoint(updateLicenseeClientEndpoint, { body: { success: true } }),
      mockEndpoint(deactivateLicenseeClientEndpoint, { body: { success: true } }),
      ...extra,
    ],
  });
  return { user, ...rendered };
}

describe('a client of the licensee', () => {
  afterEach(settle);

  it('shows its company ID, members of the limit, areas, last sign-in and creation', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo GmbH' })).toBeInTheDocument();
    const summary = screen.getByRole('heading', { name: 'Überblick' }).closest('div') as HTMLElement;
    for (const text of ['demo', '212 von 1.000', 'E-Learnings, Gefährdungsbeurteilungen, Vorlagen', '01.12.2026', '15.01.2026']) {
      expect(within(summary).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Alle Kunden' })).toHaveAttribute('href', '/licensee/clients');
  });

  it('saves its master data and member limit', async () => {
    const { user, writes } = setup();
    const limit = await screen.findByRole('textbox', { name: fieldName('Höchstzahl Mitarbeiter') });
    await user.clear(limit);
    await user.type(limit, '1200');
    await user.click(within(screen.getByRole('form', { name: 'Stammdaten' })).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(writes(updateLicenseeClientEndpoint.path)).toHaveLength(1));
    expect(writes(updateLicenseeClientEndpoint.path)[0]?.body).toEqual({
      uuid: DEMO_CLIENT.uuid,
      name: 'Demo GmbH',
      street: 'Friedrichstraße 100',
      additional: null,
      postalCode: '10117',
      city: 'Berlin',
      country: 'DE',
      maxMembers: 1200,
    });
  });

  it('shows a member limit below its members at the field', async () => {
    const { user } = setup([
      mockEndpoint(updateLicenseeClientEndpoint, { status: 400, body: { error: { code: 'Client.MaxMembersBelowMemberCount' } } }),
    ]);
    const limit = await screen.findByRole('textbox', { name: fieldName('Höchstzahl Mitarbeiter') });
    await user.clear(limit);
    await user.type(limit, '100');
    await user.click(within(screen.getByRole('form', { name: 'Stammdaten' })).getByRole('button', { name: 'Speichern' }));
    expect(
      (await screen.findAllByText('Das Unternehmen hat bereits mehr aktive Mitarbeiter als diese Höchstzahl.')).length,
    ).toBeGreaterThan(0);
  });

  it('deactivates it only after a confirmation that says what happens', async () => {
    const { user, writes } = setup();
    await user.click(await screen.findByRole('button', { name: 'Kunden deaktivieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kunden deaktivieren' });
    expect(dialog).toHaveTextContent('Es wird nichts gelöscht');
    expect(writes(deactivateLicenseeClientEndpoint.path)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    await waitFor(() =>
      expect(writes(deactivateLicenseeClientEndpoint.path)).toEqual([expect.objectContaining({ body: { uuid: DEMO_CLIENT.uuid } })]),
    );
  });

  it('says since when a deactivated client is off and offers to reactivate it', async () => {
    setup([mockEndpoint(readLicenseeClientEndpoint, { body: { ...DEMO_CLIENT, deactivatedAt: '2026-11-30T12:00:00.000Z' } })]);
    expect(await screen.findByText(/Deaktiviert seit 30\.11\.2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kunden aktivieren' })).toBeInTheDocument();
  });

  it('lets an advisor read it but neither save nor deactivate', async () => {
    setup([], { role: 'licensee-advisor' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo GmbH' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kunden deaktivieren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
  });

  it("says so when the client cannot be read (another licensee's, or gone)", async () => {
    setup([mockEndpoint(readLicenseeClientEndpoint, { status: 404, body: { error: { code: 'Client.NotFound' } } })]);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
  it('enters the client as its support, then starts the dashboard anew (a page load jsdom does not follow)', async () => {
    const { user, writes } = setup([mockEndpoint(enterLicenseeClientEndpoint, { body: { success: true, uuid: DEMO_CLIENT.uuid } })], {
      role: 'licensee-advisor',
    });
    const enter = await screen.findByRole('button', { name: 'Als Support anmelden' });
    await user.click(enter);
    await waitFor(() =>
      expect(writes(enterLicenseeClientEndpoint.path)).toEqual([expect.objectContaining({ body: { uuid: DEMO_CLIENT.uuid } })]),
    );
    // Left disabled: the page is being replaced.
    expect(enter).toBeDisabled();
  });

  it('says when the client forbids the support login, and offers no way in', async () => {
    setup([mockEndpoint(readLicenseeClientEndpoint, { body: { ...DEMO_CLIENT, allowSupportLogin: false } })], { role: 'licensee-advisor' });
    const summary = (await screen.findByRole('heading', { name: 'Überblick' })).closest('div') as HTMLElement;
    expect(within(summary).getByText('vom Kunden nicht erlaubt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Als Support anmelden' })).toBeNull();
  });
});
