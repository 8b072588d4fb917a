import { FEATURE_FLAG_DEFAULTS, permissionsForRole } from '@compliance/shared-contracts';
import { NAVIGATION, firstPermittedPath, isItemActive, isRouteAllowed, openParentFor, visibleNavigation, type NavigationGroup } from './navigation';

const allFlags = { elearnings: true, riskAssessments: true, templates: true, calendar: true };
const ids = (groups: NavigationGroup[]) => groups.flatMap((g) => [g.id, ...g.items.flatMap((i) => [i.id, ...(i.children ?? []).map((c) => c.id)])]);

describe('visibleNavigation', () => {
  it('shows a member the start and apps groups but no company group', () => {
    const visible = ids(visibleNavigation(NAVIGATION, { permissions: permissionsForRole('member'), featureFlags: allFlags, hasCalendarLink: true }));
    expect(visible).toEqual(expect.arrayContaining(['start', 'overview', 'infopoint', 'apps', 'my-elearnings', 'my-analyses', 'templates', 'calendar']));
    expect(visible).not.toContain('company');
    expect(visible).not.toContain('elearning-catalog');
  });

  it('shows an admin the company group with every child', () => {
    const visible = ids(visibleNavigation(NAVIGATION, { permissions: permissionsForRole('admin'), featureFlags: allFlags, hasCalendarLink: true }));
    expect(visible).toEqual(expect.arrayContaining(['company', 'member-list', 'member-archive', 'member-groups', 'org-units', 'locations', 'company-details']));
  });

  it('hides items whose feature flag is off, and their parents', () => {
    const visible = ids(visibleNavigation(NAVIGATION, { permissions: permissionsForRole('super-admin'), featureFlags: { ...FEATURE_FLAG_DEFAULTS }, hasCalendarLink: true }));
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
    expect(visible.map((g) => g.id)).toEqual(['start']);
  });
});

describe('active entries', () => {
  const groups = visibleNavigation(NAVIGATION, { permissions: permissionsForRole('super-admin'), featureFlags: allFlags, hasCalendarLink: true });
  it('derives the active item and the open parent from the URL', () => {
    const memberList = groups.find((g) => g.id === 'company')!.items.find((i) => i.id === 'members')!.children![0]!;
    expect(isItemActive(memberList, '/dashboard/company/members/list')).toBe(true);
    expect(isItemActive(memberList, '/dashboard/company/members/details/abc/details')).toBe(true);
    expect(isItemActive(memberList, '/dashboard/company/locations/list')).toBe(false);
    expect(openParentFor(groups, '/dashboard/company/members/archive/list')).toBe('members');
    expect(openParentFor(groups, '/dashboard/start/overview')).toBeNull();
  });
  it('leads /dashboard to the first permitted entry', () => {
    expect(firstPermittedPath(groups)).toBe('/dashboard/start/overview');
    expect(firstPermittedPath([])).toBeNull();
  });
  it('skips entries whose area is unavailable, and falls back to the first when none is', () => {
    expect(firstPermittedPath(groups, (remote) => remote === 'mfe_company')).toBe('/dashboard/company/members/list');
    expect(firstPermittedPath(groups, (remote) => remote === 'mfe_risk')).toBe('/dashboard/apps/risk-assessments/my-analyses');
    expect(firstPermittedPath(groups, () => false)).toBe('/dashboard/start/overview');
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
    expect(isRouteAllowed(NAVIGATION, '/dashboard/apps/elearnings/my-elearnings', { ...member, featureFlags: { ...allFlags, elearnings: false } })).toBe(false);
    expect(isRouteAllowed(NAVIGATION, '/dashboard/apps/calendar', { ...member, hasCalendarLink: false })).toBe(false);
  });
  it('denies the profile without its permission', () => {
    expect(isRouteAllowed(NAVIGATION, '/dashboard/profile/details', { ...member, permissions: ['todo-permission'] })).toBe(false);
  });
});
