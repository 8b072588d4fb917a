import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldName, renderCompany, settle } from '../test-utils';

const ANSWER = {
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
};

const routes = {
  'GET /api/clientdetails/readdetails': { body: ANSWER },
  'POST /api/clientdetails/updatedetails': { body: { success: true } },
};

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
