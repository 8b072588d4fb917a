import { FEATURE_FLAG_DEFAULTS, permissionsForRole } from '@compliance/shared-contracts';
import {
  buildNavigation,
  firstPermittedPath,
  isItemActive,
  isRouteAllowed,
  localized,
  openParentFor,
  visibleNavigation,
  type Navigation,
} from './navigation';
import { SPEC_AREAS } from './test-fixtures';

const NAVIGATION = buildNavigation(SPEC_AREAS);

const allFlags = { elearnings: true, riskAssessments: true, templates: true, calendar: true };
const ids = ({ groups }: Navigation) =>
  groups.flatMap((g) => [g.id, ...g.items.flatMap((i) => [i.id, ...(i.children ?? []).map((c) => c.id)])]);

describe('visibleNavigation', () => {
  it('shows a member the start and apps groups but no company group', () => {
    const visible = ids(
      visibleNavigation(NAVIGATION, { permissions: permissionsForRole('member'), featureFlags: allFlags, hasCalendarLink: true }),
    );
    expect(visible).toEqual(
      expect.arrayContaining(['start', 'overview', 'infopoint', 'apps', 'my-elearnings', 'my-analyses', 'templates', 'calendar']),
    );
    expect(visible).not.toContain('company');
    expect(visible).not.toContain('elearning-catalog');
  });

  it('shows an admin the company group with every child', () => {
    const visible = ids(
      visibleNavigation(NAVIGATION, { permissions: permissionsForRole('admin'), featureFlags: allFlags, hasCalendarLink: true }),
    );
    expect(visible).toEqual(
      expect.arrayContaining(['company', 'member-list', 'member-archive', 'member-groups', 'org-units', 'locations', 'company-details']),
    );
  });

  it('hides items whose feature flag is off, and their parents', () => {
    const visible = ids(
      visibleNavigation(NAVIGATION, {
        permissions: permissionsForRole('super-admin'),
        featureFlags: { ...FEATURE_FLAG_DEFAULTS },
        hasCalendarLink: true,
      }),
    );
    expect(visible).not.toContain('elearnings');
    expect(visible).not.toContain('risk-assessments');
    expect(visible).not.toContain('calendar');
    expect(visible).toContain('templates');
  });

  it('shows the calendar only with an external calendar link', () => {
    const context = { permissions: permissionsForRole('member'), featureFlags: allFlags };
    expect(ids(visibleNavigation(NAVIGATION, { ...context, hasCalendarLink: false }))).not.toContain('calendar');
  });

  it('hides a group without a permitted child and shows todo-permission entries to everyone', () => {
    const visible = visibleNavigation(NAVIGATION, { permissions: ['todo-permission'], featureFlags: allFlags, hasCalendarLink: true });
    expect(visible.groups.map((g) => g.id)).toEqual(['start']);
    expect(visible.pages).toEqual([]);
  });
});

describe('active entries', () => {
  const visible = visibleNavigation(NAVIGATION, {
    permissions: permissionsForRole('super-admin'),
    featureFlags: allFlags,
    hasCalendarLink: true,
  });
  const { groups } = visible;
  it('derives the active item and the open parent from the URL', () => {
    const memberList = groups.find((g) => g.id === 'company')!.items.find((i) => i.id === 'members')!.children![0]!;
    expect(isItemActive(memberList, '/dashboard/company/members/list')).toBe(true);
    expect(isItemActive(memberList, '/dashboard/company/members/details/abc/details')).toBe(true);
    expect(isItemActive(memberList, '/dashboard/company/locations/list')).toBe(false);
    expect(openParentFor(groups, '/dashboard/company/members/archive/list')).toBe('members');
    expect(openParentFor(groups, '/dashboard/start/overview')).toBeNull();
  });
  it('leads /dashboard to the first permitted entry', () => {
    expect(firstPermittedPath(visible)).toBe('/dashboard/start/overview');
    expect(firstPermittedPath({ groups: [], pages: [] })).toBeNull();
  });
  it('leads a member no sidebar entry is open to to the first permitted page outside the sidebar', () => {
    const onlyProfile = visibleNavigation(buildNavigation({ mfe_auth: SPEC_AREAS.mfe_auth! }), {
      permissions: permissionsForRole('member'),
      featureFlags: allFlags,
      hasCalendarLink: true,
    });
    expect(firstPermittedPath(onlyProfile)).toBe('/dashboard/profile/details');
  });
  it('skips entries whose area is unavailable, and falls back to the first when none is', () => {
    expect(firstPermittedPath(visible, (remote) => remote === 'mfe_company')).toBe('/dashboard/company/members/list');
    expect(firstPermittedPath(visible, (remote) => remote === 'mfe_risk')).toBe('/dashboard/apps/risk-assessments/my-analyses');
    expect(firstPermittedPath(visible, () => false)).toBe('/dashboard/start/overview');
  });
});

describe('isRouteAllowed', () => {
  const member = { permissions: permissionsForRole('member'), featureFlags: allFlags, hasCalendarLink: true };
  it('lets a member open their own areas and the profile', () => {
    expect(isRouteAllowed(NAVIGATION, '/dashboard/start/overview', member)).toBe(true);
    expect(isRouteAllowed(NAVIGATION, '/dashboard/profile/security', member)).toBe(true);
  });
  it('denies company administration and switched-off areas', () => {
    expect(isRouteAllowed(NAVIGATION, '/dashboard/company/members/list', member)).toBe(false);
    expect(isRouteAllowed(NAVIGATION, '/dashboard/company/locations/details/x/details', member)).toBe(false);
    expect(
      isRouteAllowed(NAVIGATION, '/dashboard/apps/elearnings/my-elearnings', {
        ...member,
        featureFlags: { ...allFlags, elearnings: false },
      }),
    ).toBe(false);
    expect(isRouteAllowed(NAVIGATION, '/dashboard/apps/calendar', { ...member, hasCalendarLink: false })).toBe(false);
  });
  it('denies the profile without its permission', () => {
    expect(isRouteAllowed(NAVIGATION, '/dashboard/profile/details', { ...member, permissions: ['todo-permission'] })).toBe(false);
  });
});

describe('buildNavigation', () => {
  it('joins the areas’ sections into the groups of docs/product.md §2, ordered by group and section, whatever order the areas come in', () => {
    const reversed = Object.fromEntries(Object.entries(SPEC_AREAS).reverse());
    const { groups } = buildNavigation(reversed);
    expect(groups.map((group) => [group.id, group.items.map((item) => item.id)])).toEqual([
      ['start', ['overview', 'infopoint']],
      ['apps', ['elearnings', 'risk-assessments', 'templates', 'calendar']],
      ['company', ['members', 'org-units', 'locations', 'settings']],
    ]);
    expect(groups[1]!.items.map((item) => item.remote)).toEqual(['mfe_elearning', 'mfe_risk', 'mfe_start', 'mfe_start']);
  });

  it('shows nothing of an area without a description, and an area that adds an entry shows it', () => {
    const withoutStart = buildNavigation({ ...SPEC_AREAS, mfe_start: null });
    expect(withoutStart.groups.map((group) => group.id)).toEqual(['apps', 'company']);
    const notes = {
      title: { de_DE: 'Notizen', en_GB: 'Notes' },
      mounts: [{ prefix: '/dashboard/notes', layout: 'dashboard' as const }],
      sidebar: [
        {
          group: { id: 'apps', label: { de_DE: 'Apps', en_GB: 'Apps' }, order: 20 },
          order: 40,
          entries: [{ id: 'notes', label: { de_DE: 'Notizen', en_GB: 'Notes' }, path: '/dashboard/notes' }],
        },
      ],
    };
    const apps = buildNavigation({ ...SPEC_AREAS, mfe_notes: notes }).groups.find((group) => group.id === 'apps')!;
    expect(apps.items.map((item) => item.id)).toEqual(['elearnings', 'risk-assessments', 'templates', 'calendar', 'notes']);
  });

  it('labels in the UI language, German for a language it does not know', () => {
    const label = { de_DE: 'Standorte', en_GB: 'Locations' };
    expect(localized(label, 'en_GB')).toBe('Locations');
    expect(localized(label, 'de_DE')).toBe('Standorte');
    expect(localized(label, 'fr_FR')).toBe('Standorte');
  });
});
