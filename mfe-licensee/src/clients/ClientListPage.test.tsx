import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createLicenseeClientEndpoint,
  enterLicenseeClientEndpoint,
  licenseeClientListEndpoint,
  readLicenseeClientEndpoint,
} from '@compliance/shared-contracts/browser';
import { fieldName, mockEndpoint, type MockRoutes } from '@compliance/shared-ui/testing';
import { preloadDataTableGrid } from '@compliance/shared-ui/table';
import { renderBackOffice, settle, type RenderBackOfficeOptions } from '../test-utils';
import { ACME_CLIENT_ROW, DEMO_CLIENT, DEMO_CLIENT_ROW } from './fixtures';

const NEW_UUID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';

function setup(extra: MockRoutes = [], options: RenderBackOfficeOptions = {}) {
  const user = userEvent.setup();
  const rendered = renderBackOffice('/licensee/clients', {
    ...options,
    routes: [
      mockEndpoint(licenseeClientListEndpoint, { body: { items: [ACME_CLIENT_ROW, DEMO_CLIENT_ROW], total: 2 } }),
      mockEndpoint(createLicenseeClientEndpoint, { body: { success: true, uuid: NEW_UUID } }),
      mockEndpoint(readLicenseeClientEndpoint, { body: { ...DEMO_CLIENT, uuid: NEW_UUID, name: 'Neukunde GmbH' } }),
      ...extra,
    ],
  });
  return { user, ...rendered };
}

/** The row of the grid that names `text`. */
const rowOf = async (text: string) => (await screen.findByRole('gridcell', { name: text })).closest('[role="row"]') as HTMLElement;

describe('the client list', () => {
  beforeAll(() => preloadDataTableGrid());
  afterEach(settle);

  it('shows each client with its members of the limit, its areas in words, its last sign-in and its status', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Kunden' })).toBeInTheDocument();
    const demo = await rowOf('Demo GmbH');
    expect(within(demo).getByRole('gridcell', { name: '212 von 1.000' })).toBeInTheDocument();
    expect(within(demo).getByRole('gridcell', { name: 'E-Learnings, Gefährdungsbeurteilungen, Vorlagen' })).toBeInTheDocument();
    expect(within(demo).getByRole('gridcell', { name: '01.12.2026' })).toBeInTheDocument();
    expect(within(demo).getByRole('gridcell', { name: 'Aktiv' })).toBeInTheDocument();
    const acme = await rowOf('Acme Sicherheitstechnik AG');
    expect(within(acme).getByRole('gridcell', { name: 'noch nie' })).toBeInTheDocument();
    expect(within(acme).getByRole('gridcell', { name: 'Deaktiviert' })).toBeInTheDocument();
    expect(within(demo).getByRole('gridcell', { name: 'erlaubt' })).toBeInTheDocument();
    expect(within(acme).getByRole('gridcell', { name: 'vom Kunden nicht erlaubt' })).toBeInTheDocument();
  });

  it('lets an advisor find the clients that allow the support login and enter one from its row', async () => {
    const { user, writes } = setup([mockEndpoint(enterLicenseeClientEndpoint, { body: { success: true, uuid: DEMO_CLIENT.uuid } })], {
      role: 'licensee-advisor',
    });
    const acme = await rowOf('Acme Sicherheitstechnik AG');
    expect(within(acme).queryByRole('button', { name: 'Als Support anmelden' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Support-Anmeldung' }));
    await user.click(await screen.findByRole('option', { name: 'erlaubt' }));
    await waitFor(() =>
      expect(writes(licenseeClientListEndpoint.path).at(-1)?.body).toMatchObject({ filter: { supportLogin: 'allowed' } }),
    );
    await user.click(within(await rowOf('Demo GmbH')).getByRole('button', { name: 'Als Support anmelden' }));
    await waitFor(() =>
      expect(writes(enterLicenseeClientEndpoint.path)).toEqual([expect.objectContaining({ body: { uuid: DEMO_CLIENT_ROW.uuid } })]),
    );
  });

  it('names who is signed in with their role in the header, and offers the logout', async () => {
    setup();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Leonie Lizenz · Lizenznehmer-Admin')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Abmelden' })).toHaveAttribute('href', '/auth/logout');
    expect(within(screen.getByRole('navigation', { name: 'Backoffice-Navigation' })).getByRole('link', { name: 'Kunden' })).toHaveAttribute(
      'href',
      '/licensee/clients',
    );
    await rowOf('Demo GmbH');
  });

  it('leads to the staff login, and back afterwards, when nobody is signed in', async () => {
    setup([], { role: null });
    expect(await screen.findByText('Anmeldung Backoffice')).toBeInTheDocument();
  });

  it('creates a client with its first super-admin and opens it', async () => {
    const { user, writes } = setup();
    await rowOf('Demo GmbH');
    await user.click(screen.getByRole('button', { name: 'Kunden anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kunden anlegen' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name: fieldName(name) });
    await user.type(field('Name'), 'Neukunde GmbH');
    await user.clear(field('Höchstzahl Mitarbeiter'));
    await user.type(field('Höchstzahl Mitarbeiter'), '300');
    await user.type(field('PLZ'), '20457');
    await user.type(field('Ort'), 'Hamburg');
    await user.type(field('Firmen-ID'), 'Neukunde');
    await user.type(field('Vorname'), 'Nora');
    await user.type(field('Nachname'), 'Neu');
    await user.type(field('Benutzername'), 'chefin');
    await user.type(field('E-Mail-Adresse'), 'chefin@neukunde.example');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(writes(createLicenseeClientEndpoint.path)).toHaveLength(1));
    expect(writes(createLicenseeClientEndpoint.path)[0]?.body).toEqual({
      name: 'Neukunde GmbH',
      street: null,
      additional: null,
      postalCode: '20457',
      city: 'Hamburg',
      country: 'DE',
      maxMembers: 300,
      clientIdentifier: 'neukunde',
      admin: { firstName: 'Nora', lastName: 'Neu', username: 'chefin', email: 'chefin@neukunde.example' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Neukunde GmbH' })).toBeInTheDocument();
  });

  it('shows a company ID the licensee already has at its field, keeping what was typed', async () => {
    const { user } = setup([
      mockEndpoint(createLicenseeClientEndpoint, { status: 400, body: { error: { code: 'Client.IdentifierExists' } } }),
    ]);
    await rowOf('Demo GmbH');
    await user.click(screen.getByRole('button', { name: 'Kunden anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kunden anlegen' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name: fieldName(name) });
    await user.type(field('Name'), 'Doppelt GmbH');
    await user.type(field('Firmen-ID'), 'demo');
    await user.type(field('Vorname'), 'Nora');
    await user.type(field('Nachname'), 'Neu');
    await user.type(field('Benutzername'), 'chefin');
    await user.type(field('E-Mail-Adresse'), 'chefin@neukunde.example');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect((await within(dialog).findAllByText('Diese Firmen-ID ist bereits vergeben.')).length).toBeGreaterThan(0);
    expect(field('Name')).toHaveValue('Doppelt GmbH');
  });

  it('offers an advisor no way to create a client', async () => {
    setup([], { role: 'licensee-advisor' });
    await rowOf('Demo GmbH');
    expect(screen.queryByRole('button', { name: 'Kunden anlegen' })).not.toBeInTheDocument();
  });
});
