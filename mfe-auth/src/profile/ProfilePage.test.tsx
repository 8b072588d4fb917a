import { mockEndpoint } from '@compliance/shared-ui/testing';
import { readProfileOrgUnitListEndpoint, readProfileSettingEndpoint } from '@compliance/shared-contracts/browser';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@compliance/shared-contracts';
import { pageTitleAtom, toastsAtom } from '@compliance/shared-ui';
import { fieldName, renderProfile, settle } from './test-fixtures';

const ORG_UNITS = [
  mockEndpoint(readProfileOrgUnitListEndpoint, {
    body: {
      items: [
        { uuid: '0b6f3c59-3f0e-4a57-9d5e-1c2b3a4d5e6f', orgUnitIdentifier: 'OU-1', orgUnitName: 'Lager', isRoot: false, isDefault: true },
      ],
      total: 1,
    },
  }),
];
const SETTINGS = [
  mockEndpoint(readProfileSettingEndpoint, {
    body: { frontendStyle: { theme: null }, languageCode: null, availableLanguages: ['de_DE', 'en_GB'] },
  }),
];

describe('profile page', () => {
  afterEach(settle);

  it('shows one headline, the breadcrumb, the window title and the four tabs', async () => {
    const { store } = renderProfile('/dashboard/profile/details');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Brotkrumennavigation' });
    expect(within(breadcrumb).getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/dashboard');
    expect(within(breadcrumb).getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/dashboard/profile/details');
    expect(within(breadcrumb).getByText('Persönliche Daten')).toHaveAttribute('aria-current', 'page');
    expect(store.get(pageTitleAtom)).toBe('Profil');

    const tabs = within(screen.getByRole('tablist', { name: 'Bereiche des Profils' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Persönliche Daten', '/dashboard/profile/details'],
      ['Organisationseinheiten', '/dashboard/profile/org-units'],
      ['Sicherheit', '/dashboard/profile/security'],
      ['Einstellungen', '/dashboard/profile/settings'],
    ]);
    expect(screen.getByRole('tab', { name: 'Persönliche Daten' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Persönliche Daten' })).toBeInTheDocument();
  });

  it('sends an unknown tab and the bare profile path to the details tab', async () => {
    renderProfile('/dashboard/profile/unknown');
    expect(await screen.findByRole('tab', { name: 'Persönliche Daten', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Anna');
  });

  it('redirects the bare profile path to details', async () => {
    renderProfile('/dashboard/profile');
    expect(await screen.findByRole('tab', { name: 'Persönliche Daten', selected: true })).toBeInTheDocument();
  });

  it('hides tabs without permission', async () => {
    renderProfile('/dashboard/profile/details', { permissions: [PERMISSIONS.profile.readMemberProfile, PERMISSIONS.profile.update] });
    expect(await screen.findByRole('tab', { name: 'Persönliche Daten', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Sicherheit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Organisationseinheiten' })).not.toBeInTheDocument();
  });

  it('treats a forbidden tab as every denied route: the generic 401 toast, then home', async () => {
    const { store } = renderProfile('/dashboard/profile/security', {
      permissions: [PERMISSIONS.profile.readMemberProfile, PERMISSIONS.profile.update],
    });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ type: 'danger', message: 'common.http.http401' })]);
  });

  it('shows only the card the member may use on the security tab', async () => {
    renderProfile('/dashboard/profile/security', {
      permissions: [PERMISSIONS.profile.readMemberProfile, PERMISSIONS.profile.changePassword],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Passwort ändern' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Benutzername ändern' })).not.toBeInTheDocument();
  });

  it('switches tabs by link', async () => {
    const user = userEvent.setup();
    renderProfile('/dashboard/profile/details', { routes: ORG_UNITS });
    await user.click(screen.getByRole('tab', { name: 'Organisationseinheiten' }));
    expect(screen.getByRole('tab', { name: 'Organisationseinheiten' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Meine Organisationseinheiten' })).toBeInTheDocument();
  });

  describe.each([
    [
      'de_DE',
      {
        details: 'Persönliche Daten',
        orgUnits: 'Organisationseinheiten',
        security: 'Sicherheit',
        settings: 'Einstellungen',
        title: 'Profil',
      },
    ],
    [
      'en_GB',
      { details: 'Personal details', orgUnits: 'Organisation units', security: 'Security', settings: 'Settings', title: 'Profile' },
    ],
  ] as const)('in %s', (language, names) => {
    it('renders the details tab with translated labels', () => {
      renderProfile('/dashboard/profile/details', { language });
      expect(screen.getByRole('heading', { level: 1, name: names.title })).toBeInTheDocument();
      const labels =
        language === 'de_DE'
          ? ['Vorname', 'Nachname', 'E-Mail-Adresse', 'Telefonnummer', 'Mobilnummer', 'Benutzername', 'Rolle']
          : ['First name', 'Last name', 'E-mail address', 'Phone number', 'Mobile number', 'Username', 'Role'];
      for (const label of labels) expect(screen.getByLabelText(fieldName(label))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: language === 'de_DE' ? 'Speichern' : 'Save' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: language === 'de_DE' ? 'Rolle' : 'Role' })).toHaveValue(
        language === 'de_DE' ? 'Mitarbeiter' : 'Employee',
      );
    });

    it('renders the org-units tab with translated column headers', async () => {
      renderProfile('/dashboard/profile/org-units', { language, routes: ORG_UNITS });
      expect(screen.getByRole('tab', { name: names.orgUnits, selected: true })).toBeInTheDocument();
      const headers = language === 'de_DE' ? ['Name', 'ID', 'Stammeinheit', 'Standard'] : ['Name', 'ID', 'Root unit', 'Default'];
      for (const header of headers) expect(await screen.findByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    });

    it('renders the security tab with translated labels', () => {
      renderProfile('/dashboard/profile/security', { language });
      expect(screen.getByRole('tab', { name: names.security, selected: true })).toBeInTheDocument();
      const labels =
        language === 'de_DE'
          ? [
              'Aktuelles Passwort',
              'Neues Passwort',
              'Neues Passwort bestätigen',
              'Aktueller Benutzername',
              'Neuer Benutzername',
              'Passwort zur Bestätigung',
            ]
          : ['Current password', 'New password', 'Confirm new password', 'Current username', 'New username', 'Password to confirm'];
      for (const label of labels) expect(screen.getByLabelText(fieldName(label), { selector: 'input' })).toBeInTheDocument();
    });

    it('renders the settings tab with translated choices', async () => {
      renderProfile('/dashboard/profile/settings', { language, routes: SETTINGS });
      expect(screen.getByRole('tab', { name: names.settings, selected: true })).toBeInTheDocument();
      const theme = await screen.findByRole('radiogroup', { name: language === 'de_DE' ? 'Farbschema' : 'Colour scheme' });
      expect(
        within(theme)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(language === 'de_DE' ? ['Wie im System', 'Hell', 'Dunkel'] : ['Same as system', 'Light', 'Dark']);
      const languages = screen.getByRole('radiogroup', { name: language === 'de_DE' ? 'Sprache' : 'Language' });
      expect(
        within(languages)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(language === 'de_DE' ? ['Wie im Browser', 'Deutsch', 'Englisch'] : ['Same as browser', 'German', 'English']);
    });
  });
});
