import { mockEndpoint } from '@compliance/shared-ui/testing';
import { readClientDetailsEndpoint, updateClientDetailsEndpoint, type ResponseOf } from '@compliance/shared-contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldName, renderCompany, settle } from '../test-utils';

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

const ANSWER: ResponseOf<typeof readClientDetailsEndpoint> = {
  details: {
    name: 'Demo GmbH',
    clientIdentifier: 'demo',
    street: 'Hauptstraße 1',
    additional: null,
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
  },
  countries: [
    { code: 'DE', name: 'Deutschland' },
    { code: 'AT', name: 'Österreich' },
  ],
  configuration: {
    homepage: null,
    notificationFooterEmail: null,
    notificationFooterSms: null,
    language: 'de_DE',
    zenDeskKey: null,
    allowSupportLogin: true,
  },
  maxMembers: 500,
  memberCount: 250,
  storage: { quotaBytes: 2 * GIB, usedBytes: 300 * MIB, packagesBytes: 250 * MIB, templatesBytes: 50 * MIB },
};

const routes = [
  mockEndpoint(readClientDetailsEndpoint, { body: ANSWER }),
  mockEndpoint(updateClientDetailsEndpoint, { body: { success: true } }),
];

describe('company settings', () => {
  afterEach(settle);

  it('checks the postal code against the chosen country before saving the master data', async () => {
    const user = userEvent.setup();
    const { writes } = renderCompany('/dashboard/company/settings/details', { routes });
    const form = await screen.findByRole('form', { name: 'Stammdaten des Unternehmens' });
    expect(within(form).getByRole('textbox', { name: 'Firmen-ID' })).toHaveAttribute('readonly');
    const postalCode = within(form).getByRole('textbox', { name: fieldName('Postleitzahl') });
    await user.clear(postalCode);
    await user.type(postalCode, '1010');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText('Bitte geben Sie eine gültige Postleitzahl ein.')).toBeInTheDocument();
    await user.click(within(form).getByRole('combobox', { name: fieldName('Land') }));
    await user.click(await screen.findByRole('option', { name: 'Österreich' }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(writes('/api/clientdetails/updatedetails').map((request) => request.body)).toEqual([
        {
          section: 'details',
          name: 'Demo GmbH',
          street: 'Hauptstraße 1',
          additional: null,
          postalCode: '1010',
          city: 'Berlin',
          country: 'AT',
        },
      ]),
    );
  });

  it('shows what the own packages and templates take of the storage quota, and warns when it is nearly full', async () => {
    const { unmount } = renderCompany('/dashboard/company/settings/details', { routes });
    const bar = await screen.findByRole('progressbar', { name: 'Belegter Speicherplatz' });
    expect(bar).toHaveAttribute('aria-valuenow', '15');
    expect(screen.getByText('Speicherplatz: 300,00 MB von 2,00 GB belegt.')).toBeInTheDocument();
    expect(
      screen.getByText(/Eigene E-Learning-Pakete 250,00 MB \(jede hochgeladene Version\), eigene Vorlagen 50,00 MB\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/fast voll/)).not.toBeInTheDocument();
    unmount();

    const nearlyFull = { ...ANSWER, storage: { ...ANSWER.storage, usedBytes: 1900 * MIB, packagesBytes: 1850 * MIB } };
    renderCompany('/dashboard/company/settings/details', {
      routes: [...routes, mockEndpoint(readClientDetailsEndpoint, { body: nearlyFull })],
    });
    expect(await screen.findByRole('progressbar', { name: 'Belegter Speicherplatz' })).toHaveAttribute('aria-valuenow', '93');
    expect(screen.getByText(/Der Speicherplatz ist fast voll/)).toBeInTheDocument();
  });

  it('offers the configuration tab only with its permission', async () => {
    renderCompany('/dashboard/company/settings/details', {
      routes,
      permissions: ['clientdetails.read-details', 'clientdetails.update-details'],
    });
    await screen.findByRole('form', { name: 'Stammdaten des Unternehmens' });
    expect(screen.getByRole('tab', { name: 'Stammdaten' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Konfiguration' })).not.toBeInTheDocument();
  });

  it('keeps a homepage that is not an http(s) address from being saved, with a translated message', async () => {
    const user = userEvent.setup();
    const { writes } = renderCompany('/dashboard/company/settings/configuration', { routes });
    const form = await screen.findByRole('form', { name: 'Konfiguration' });
    await user.type(within(form).getByRole('textbox', { name: 'Homepage' }), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(form).findByText('Bitte geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt.'),
    ).toBeInTheDocument();
    expect(writes('/api/clientdetails/updatedetails')).toEqual([]);
  });

  it('saves the configuration', async () => {
    const user = userEvent.setup();
    const { writes } = renderCompany('/dashboard/company/settings/configuration', { routes });
    const form = await screen.findByRole('form', { name: 'Konfiguration' });
    await user.type(within(form).getByRole('textbox', { name: 'Homepage' }), 'https://demo.example');
    await user.click(within(form).getByRole('checkbox', { name: 'Support-Login durch Kundenberater erlauben' }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(writes('/api/clientdetails/updatedetails').map((request) => request.body)).toEqual([
        {
          section: 'configuration',
          homepage: 'https://demo.example',
          notificationFooterEmail: null,
          notificationFooterSms: null,
          language: 'de_DE',
          zenDeskKey: null,
          allowSupportLogin: false,
        },
      ]),
    );
  });
});
