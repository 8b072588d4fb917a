import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { permissionsForRole, type MemberState } from '@compliance/shared-contracts';
import { permissionsAtom } from '@compliance/shared-ui';
import { onScreenWidth, testLicenseeConfig } from '@compliance/shared-ui/testing';
import { renderShell } from '../test-utils';
import { buildNavigation, visibleNavigation } from '../navigation/navigation';
import { SPEC_AREAS } from '../navigation/test-fixtures';

const NAVIGATION = buildNavigation(SPEC_AREAS);
import { Footer } from './Footer';
import { Header, SIDEBAR_ID, initialsOf } from './Header';
import { SkipLink } from './SkipLink';
import { Sidebar } from './Sidebar';

const licensee = testLicenseeConfig();

const member = (role: 'admin' | 'member'): MemberState => ({
  member: { uuid: '00000000-0000-4000-8000-000000000001', email: 'x@y.z', roleIdentifier: role, permissions: permissionsForRole(role) },
  memberDetails: {
    firstName: 'Özlem',
    lastName: 'Yılmaz',
    birthDate: null,
    phoneNumber: null,
    mobileNumber: null,
    specialAttributes: [],
    gender: 'd',
    street: null,
    additionalAddress: null,
    postalCode: null,
    city: null,
    country: null,
    externalCompany: null,
    username: 'oezlem',
    role,
  },
  featureFlags: { elearnings: true, riskAssessments: true, templates: true, calendar: true },
  client: { uuid: '00000000-0000-4000-8000-000000000002', clientIdentifier: 'demo', name: 'Demo GmbH' },
  supportSession: false,
});

describe('Header', () => {
  it('shows initials, name, role label, the logo linking to the base route, profile and sign-out', async () => {
    const store = createStore();
    store.set(permissionsAtom, permissionsForRole('admin'));
    const onLogout = jest.fn();
    const onToggle = jest.fn();
    renderShell(<Header licensee={licensee} member={member('admin')} sidebarOpen onToggleSidebar={onToggle} onLogout={onLogout} />, {
      store,
    });
    expect(initialsOf('Özlem', 'Yılmaz')).toBe('ÖY');
    expect(screen.getByText('ÖY')).toBeInTheDocument();
    expect(screen.getByText('Özlem Yılmaz')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/dashboard/profile/details');
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    const menu = screen.getByRole('button', { name: 'Navigation ein- oder ausblenden' });
    // The menu button says whether the navigation it controls is shown.
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('aria-controls', SIDEBAR_ID);
    await userEvent.click(menu);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('hides the profile link without profile.read-member-profile', () => {
    const store = createStore();
    store.set(permissionsAtom, ['todo-permission']);
    renderShell(
      <Header licensee={licensee} member={member('member')} sidebarOpen={false} onToggleSidebar={jest.fn()} onLogout={jest.fn()} />,
      {
        store,
      },
    );
    expect(screen.getByRole('button', { name: 'Navigation ein- oder ausblenden' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Profil' })).not.toBeInTheDocument();
    expect(screen.getByText('Mitarbeiter')).toBeInTheDocument();
  });
});

describe('SkipLink', () => {
  it('is the way past header and sidebar: it moves the focus to the content, the address unchanged', async () => {
    renderShell(
      <>
        <SkipLink target="content" />
        <button type="button">Navigation</button>
        <main id="content" tabIndex={-1}>
          Inhalt
        </main>
      </>,
    );
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });
});

describe('Footer', () => {
  const year = new Date().getFullYear();

  it('names the licensee once, as its link at the end of the partner note, beside the links the licensee has', () => {
    renderShell(<Footer licensee={licensee} />, { language: 'en_GB' });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${year} · Offered in partnership with Demo Licensee`);
    expect(footer.textContent?.split('Demo Licensee')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Demo Licensee' })).toHaveAttribute('href', 'https://licensee.example');
    expect(screen.getByRole('link', { name: 'Legal notice' })).toHaveAttribute('href', 'https://licensee.example/impressum');
    expect(screen.queryByRole('link', { name: 'Data protection' })).not.toBeInTheDocument();
  });

  it("ends the copyright with the name of a licensee that is no partner, 'Dashboard' when it has none", () => {
    renderShell(<Footer licensee={{ ...licensee, isWhitelabelPartner: false, licenseeName: ' ' }} />, { language: 'de_DE' });
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${year} Dashboard`);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', 'https://licensee.example');
  });

  it('names the licensee as text without a link of its own', () => {
    renderShell(<Footer licensee={{ ...licensee, isWhitelabelPartner: false, footer: { ...licensee.footer, licenseeLink: null } }} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${year} Demo Licensee`);
    expect(screen.queryByRole('link', { name: 'Demo Licensee' })).not.toBeInTheDocument();
  });
});

describe('Sidebar', () => {
  const context = { featureFlags: member('admin').featureFlags, hasCalendarLink: true };
  it('shows the permitted groups, marks the active entry and opens its parent', () => {
    const { groups } = visibleNavigation(NAVIGATION, { ...context, permissions: permissionsForRole('admin') });
    renderShell(<Sidebar groups={groups} open onClose={jest.fn()} />, { route: '/dashboard/company/members/archive/list' });
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('heading', { name: 'Unternehmen' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Archiv' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Mitarbeiter' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'E-Learnings' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one parent open at a time, tells where a click leads and closes after navigation', async () => {
    const onClose = jest.fn();
    const onNavigate = jest.fn();
    const { groups } = visibleNavigation(NAVIGATION, { ...context, permissions: permissionsForRole('admin') });
    renderShell(<Sidebar groups={groups} open onClose={onClose} onNavigate={onNavigate} />, { route: '/dashboard/start/overview' });
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    await userEvent.click(within(nav).getByRole('button', { name: 'E-Learnings' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Mitarbeiter' }));
    expect(within(nav).getByRole('button', { name: 'E-Learnings' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('button', { name: 'Mitarbeiter' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(nav).getByRole('link', { name: 'Liste' }));
    expect(onNavigate).toHaveBeenCalledWith('/dashboard/company/members/list');
    expect(onClose).toHaveBeenCalled();
  });

  it('over the page on a small screen, is a modal dialog named like the navigation', async () => {
    await onScreenWidth(390, () => {
      const { groups } = visibleNavigation(NAVIGATION, { ...context, permissions: permissionsForRole('member') });
      renderShell(<Sidebar groups={groups} open onClose={jest.fn()} />, { route: '/dashboard/start/overview' });
      const dialog = screen.getByRole('dialog', { name: 'Hauptnavigation' });
      expect(within(dialog).getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    });
  });

  it('shows a member no company group', () => {
    const { groups } = visibleNavigation(NAVIGATION, { ...context, permissions: permissionsForRole('member') });
    renderShell(<Sidebar groups={groups} open onClose={jest.fn()} />, { route: '/dashboard/start/overview' });
    expect(screen.queryByRole('heading', { name: 'Unternehmen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meine Übersicht' })).toHaveAttribute('aria-current', 'page');
  });

  it('tells a member no area offers an entry to where their profile is', () => {
    renderShell(<Sidebar groups={[]} open onClose={jest.fn()} />, { route: '/dashboard/profile/details' });
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByText('Ihnen ist noch kein Bereich freigegeben. Ihr Profil erreichen Sie oben rechts.')).toBeInTheDocument();
    expect(within(nav).queryByRole('link')).not.toBeInTheDocument();
  });
});
