import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addLicenseeDomainEndpoint,
  readLicenseeBrandingEndpoint,
  removeLicenseeDomainEndpoint,
  removeLicenseeImageEndpoint,
  updateLicenseeBrandingEndpoint,
  type LicenseeBrandingResponse,
} from '@compliance/shared-contracts/browser';
import { FakeUpload, installFakeUploads, mockEndpoint, sentUpload, type MockRoutes } from '@compliance/shared-ui/testing';
import { renderBackOffice, settle, type RenderBackOfficeOptions } from '../test-utils';

const BRANDING: LicenseeBrandingResponse = {
  branding: {
    licenseeName: 'Demo Licensee',
    moodImageCopyright: '© Demo Licensee',
    theme: { light: { primary: '#1f6f5c', contrast: '#ffffff' }, dark: { primary: '#7fd1bd', contrast: '#000000' } },
    footer: { licenseeLink: 'https://www.demo-licensee.example', legalNoticeLink: null, dataProtectionLink: null },
    externalCalendarHref: null,
    zenDeskKey: null,
    isWhitelabelPartner: true,
  },
  images: { logo: '/api/file/licensee/logo/00000000-0000-4000-8000-000000000001/logo.svg', mood: null },
  domains: [
    { uuid: '00000000-0000-4000-8000-000000000011', host: '127.0.0.1' },
    { uuid: '00000000-0000-4000-8000-000000000012', host: 'localhost' },
  ],
  currentHost: 'localhost',
};

function setup({ routes = [], ...options }: RenderBackOfficeOptions & { routes?: MockRoutes } = {}) {
  const user = userEvent.setup();
  const rendered = renderBackOffice('/licensee/branding', {
    ...options,
    routes: [
      mockEndpoint(readLicenseeBrandingEndpoint, { body: BRANDING }),
      mockEndpoint(updateLicenseeBrandingEndpoint, { body: { success: true } }),
      mockEndpoint(addLicenseeDomainEndpoint, { body: { success: true, uuid: '00000000-0000-4000-8000-000000000013' } }),
      mockEndpoint(removeLicenseeDomainEndpoint, { body: { success: true } }),
      mockEndpoint(removeLicenseeImageEndpoint, { body: { success: true } }),
      // Later routes win.
      ...routes,
    ],
  });
  return { user, ...rendered };
}

const form = () => screen.findByRole('form', { name: 'Konfiguration' });
const lightColours = async () => within(await form()).getByRole('group', { name: 'Helles Design' });

describe('the branding page', () => {
  beforeEach(() => {
    installFakeUploads();
  });
  afterEach(settle);

  it('shows the configuration in its sections, with the navigation naming the page', async () => {
    setup();
    const configuration = await form();
    expect(screen.getByRole('heading', { level: 1, name: 'Erscheinungsbild' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Erscheinungsbild' })).toHaveAttribute('aria-current', 'page');
    expect(within(configuration).getByRole('textbox', { name: /^Name/ })).toHaveValue('Demo Licensee');
    expect(within(await lightColours()).getByRole('textbox', { name: /^Hauptfarbe/ })).toHaveValue('#1f6f5c');
    expect(within(configuration).getByRole('textbox', { name: 'Link zu Ihrer Website' })).toHaveValue('https://www.demo-licensee.example');
    expect(within(configuration).getByRole('checkbox', { name: 'White-Label-Partner' })).toBeChecked();
  });

  it('previews the colours as they are typed, with their contrast ratio', async () => {
    const { user } = setup();
    const preview = await screen.findByRole('group', { name: 'Vorschau hell' });
    expect(preview).toHaveTextContent('Kontrast 6,0 : 1 – gut lesbar (WCAG AA).');
    const primary = within(await lightColours()).getByRole('textbox', { name: /^Hauptfarbe/ });
    await user.clear(primary);
    await user.type(primary, '#777777');
    expect(preview).toHaveTextContent('Kontrast 4,4 : 1 – zu gering, mindestens 4,5 : 1 (WCAG AA).');
    await user.clear(within(await form()).getByRole('textbox', { name: /^Name/ }));
    await user.type(within(await form()).getByRole('textbox', { name: /^Name/ }), 'Sicher & Gut');
    expect(preview).toHaveTextContent('Sicher & Gut');
  });

  it('refuses a contrast below WCAG AA at the contrast field and sends nothing', async () => {
    const { user, writes } = setup();
    const colours = await lightColours();
    const primary = within(colours).getByRole('textbox', { name: /^Hauptfarbe/ });
    await user.clear(primary);
    await user.type(primary, '#777777');
    await user.click(within(await form()).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(colours).findByText(
        'Der Kontrast zur Hauptfarbe ist nur 4,4 : 1. Für lesbaren Text braucht es mindestens 4,5 : 1 (WCAG AA).',
      ),
    ).toBeInTheDocument();
    expect(writes(updateLicenseeBrandingEndpoint.path)).toHaveLength(0);
  });

  it('saves the configuration as edited', async () => {
    const { user, writes } = setup();
    const colours = await lightColours();
    const primary = within(colours).getByRole('textbox', { name: /^Hauptfarbe/ });
    await user.clear(primary);
    await user.type(primary, '#0b4f8a');
    await user.type(within(await form()).getByRole('textbox', { name: 'Link zum Impressum' }), 'https://demo.example/impressum');
    await user.click(within(await form()).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(writes(updateLicenseeBrandingEndpoint.path)).toHaveLength(1));
    expect(writes(updateLicenseeBrandingEndpoint.path)[0]?.body).toMatchObject({
      licenseeName: 'Demo Licensee',
      theme: { light: { primary: '#0b4f8a', contrast: '#ffffff' }, dark: BRANDING.branding.theme.dark },
      footer: { ...BRANDING.branding.footer, legalNoticeLink: 'https://demo.example/impressum' },
    });
  });

  it('refuses a link that is not a web address', async () => {
    const { user, writes } = setup();
    await user.type(within(await form()).getByRole('textbox', { name: 'Link zum Impressum' }), 'javascript:alert(1)');
    await user.click(within(await form()).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt.')).toBeInTheDocument();
    expect(writes(updateLicenseeBrandingEndpoint.path)).toHaveLength(0);
  });

  it('lists the domains; the one of this page cannot be removed, another is after a confirmation', async () => {
    const { user, writes } = setup();
    const list = await screen.findByRole('list', { name: 'Domains' });
    const [other, current] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(current).toHaveTextContent('localhostDiese Seite');
    expect(within(current).queryByRole('button')).toBeNull();
    await user.click(within(other).getByRole('button', { name: '127.0.0.1 entfernen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Domain entfernen' });
    expect(writes(removeLicenseeDomainEndpoint.path)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(writes(removeLicenseeDomainEndpoint.path)).toHaveLength(1));
    expect(writes(removeLicenseeDomainEndpoint.path)[0]?.body).toEqual({ uuid: BRANDING.domains[0]?.uuid });
  });

  it('adds a domain, and shows a domain another licensee has at its field', async () => {
    const { user, writes } = setup({
      routes: [mockEndpoint(addLicenseeDomainEndpoint, { status: 409, body: { error: { code: 'Licensee.DomainTaken' } } })],
    });
    await user.click(await screen.findByRole('button', { name: 'Domain hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Domain hinzufügen' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Domain/ }), 'https://x.example');
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    expect(await within(dialog).findByText(/Bitte geben Sie nur den Domainnamen ein/)).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /^Domain/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Domain/ }), 'partner.example');
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    expect(await within(dialog).findAllByText('Diese Domain ist bereits einem Lizenznehmer zugeordnet.')).not.toHaveLength(0);
    expect(writes(addLicenseeDomainEndpoint.path)[0]?.body).toEqual({ host: 'partner.example' });
  });

  const imageSection = (name: string) => screen.findByRole('region', { name });
  const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'Logo Neu.png', { type: 'image/png' });

  it('shows the logo and, where there is none, what the pages show instead', async () => {
    setup();
    expect(within(await imageSection('Logo')).getByRole('img', { name: 'Aktuelles Logo' })).toHaveAttribute('src', BRANDING.images.logo);
    const mood = await imageSection('Stimmungsbild');
    expect(mood).toHaveTextContent('Kein Stimmungsbild: Die Anmeldeseiten zeigen nur das Formular.');
    expect(within(mood).queryByRole('button', { name: 'Stimmungsbild entfernen' })).toBeNull();
  });

  it('uploads a new logo with its progress, then reads the branding again', async () => {
    const { user, requests } = setup();
    await user.click(within(await imageSection('Logo')).getByRole('button', { name: 'Logo ersetzen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logo hochladen' });
    expect(within(dialog).getByText('Erlaubte Dateitypen: PNG, JPG, WEBP; höchstens 5,00 MB')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Logo-Datei'), png());
    const reads = requests.filter((request) => request.path === readLicenseeBrandingEndpoint.path).length;
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
    const upload = await sentUpload();
    expect(upload.url).toBe('/api/licensee/upload-image');
    expect(upload.body?.get('image')).toBeInstanceOf(File);
    expect(upload.body?.get('kind')).toBe('logo');
    act(() => upload.progress(40, 100));
    expect(within(dialog).getByRole('progressbar', { name: 'Fortschritt des Hochladens' })).toHaveAttribute('aria-valuenow', '40');
    act(() => upload.respond(200, { success: true, path: '/api/file/licensee/logo/00000000-0000-4000-8000-000000000002/logo.png' }));
    expect(await screen.findByText('Das Logo ist gespeichert.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Logo hochladen' })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(requests.filter((request) => request.path === readLicenseeBrandingEndpoint.path).length).toBeGreaterThan(reads),
    );
  });

  it("shows the server's reason for a refused image at the file, keeping the chosen file", async () => {
    const { user } = setup();
    await user.click(within(await imageSection('Stimmungsbild')).getByRole('button', { name: 'Stimmungsbild hochladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stimmungsbild hochladen' });
    await user.upload(within(dialog).getByLabelText('Bilddatei'), png());
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
    act(() => (FakeUpload.requests[0] as FakeUpload).respond(400, { error: { code: 'Licensee.ImageTooManyPixels' } }));
    expect((await within(dialog).findAllByText(/^Das Bild hat zu viele Pixel/)).length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/^Logo Neu\.png/)).toBeInTheDocument();
  });

  it('refuses an SVG before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    setup();
    await user.click(within(await imageSection('Logo')).getByRole('button', { name: 'Logo ersetzen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logo hochladen' });
    await user.upload(within(dialog).getByLabelText('Logo-Datei'), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(within(dialog).getByText('Bitte wählen Sie eine Datei vom Typ PNG, JPG, WEBP aus.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
    expect(FakeUpload.requests).toHaveLength(0);
  });

  it('removes the logo after a confirmation', async () => {
    const { user, writes } = setup();
    await user.click(within(await imageSection('Logo')).getByRole('button', { name: 'Logo entfernen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Logo entfernen' });
    expect(confirm).toHaveTextContent('Die Seiten Ihrer Kunden zeigen danach Ihren Namen statt des Logos.');
    expect(writes(removeLicenseeImageEndpoint.path)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(writes(removeLicenseeImageEndpoint.path)).toHaveLength(1));
    expect(writes(removeLicenseeImageEndpoint.path)[0]?.body).toEqual({ kind: 'logo' });
  });

  it('lets an advisor read everything and change nothing', async () => {
    setup({ role: 'licensee-advisor' });
    const configuration = await form();
    expect(within(configuration).getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(within(configuration).queryByRole('button', { name: 'Speichern' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Domain hinzufügen' })).toBeNull();
    expect(screen.queryByRole('button', { name: /entfernen$/ })).toBeNull();
    expect(within(await imageSection('Logo')).getByRole('img', { name: 'Aktuelles Logo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /hochladen$|ersetzen$/ })).toBeNull();
  });

  it('speaks English', async () => {
    setup({ language: 'en_GB' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Branding' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Light preview' })).toHaveTextContent('Contrast 6.0 : 1 – readable (WCAG AA).');
    expect(within(await imageSection('Mood image')).getByRole('button', { name: 'Upload mood image' })).toBeInTheDocument();
  });
});
