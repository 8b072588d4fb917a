import {
  DASHBOARD_ROUTES,
  PERMISSIONS,
  dashboardPath,
  hasAnyPermission,
  remoteForDashboardPath,
  type FeatureFlag,
  type FeatureFlags,
  type RemoteName,
} from '@compliance/shared-contracts/browser';

/** One sidebar entry: a link, or a parent with children. Labels are i18n keys of the shell. */
export interface NavigationItem {
  id: string;
  label: string;
  path?: string;
  /** Any one suffices (SPEC.md §6). */
  permissions?: readonly string[];
  featureFlag?: FeatureFlag;
  /** Shown only when the licensee supplies an external calendar link. */
  needsCalendarLink?: boolean;
  /** Further path prefixes that make this entry active (details pages below a list). */
  activePrefixes?: readonly string[];
  children?: readonly NavigationItem[];
}

export interface NavigationGroup {
  id: string;
  label: string;
  items: readonly NavigationItem[];
}

const P = PERMISSIONS;
const path = (route: keyof typeof DASHBOARD_ROUTES) => dashboardPath(DASHBOARD_ROUTES[route] as never);

/** The navigation tree of SPEC.md §2 "Sidebar"; the shell owns it (DESIGN.md §3). */
export const NAVIGATION: readonly NavigationGroup[] = [
  {
    id: 'start',
    label: 'nav.groups.start',
    items: [
      { id: 'overview', label: 'nav.overview', path: path('startOverview'), permissions: [P.todo], activePrefixes: ['/dashboard/start/overview'] },
      { id: 'infopoint', label: 'nav.infopoint', path: path('infopoint'), permissions: [P.todo], activePrefixes: ['/dashboard/start/infopoint'] },
    ],
  },
  {
    id: 'apps',
    label: 'nav.groups.apps',
    items: [
      {
        id: 'elearnings',
        label: 'nav.elearnings',
        featureFlag: 'elearnings',
        children: [
          { id: 'my-elearnings', label: 'nav.myElearnings', path: path('elearningMy'), permissions: [P.elearning.readMemberTasks], featureFlag: 'elearnings', activePrefixes: ['/dashboard/apps/elearnings/execution', '/dashboard/apps/elearnings/certificate'] },
          { id: 'elearning-catalog', label: 'nav.catalog', path: path('elearningCatalogList'), permissions: [P.elearning.readCatalog], featureFlag: 'elearnings', activePrefixes: ['/dashboard/apps/elearnings/catalog'] },
        ],
      },
      {
        id: 'risk-assessments',
        label: 'nav.riskAssessments',
        featureFlag: 'riskAssessments',
        children: [
          { id: 'my-analyses', label: 'nav.myAnalyses', path: path('riskMyAnalyses'), permissions: [P.riskAssessment.readMemberTasks], featureFlag: 'riskAssessments', activePrefixes: ['/dashboard/apps/risk-assessments/execution'] },
          { id: 'evaluation', label: 'nav.evaluation', path: path('riskEvaluationList'), permissions: [P.riskAssessment.readAssignmentOverviewList], featureFlag: 'riskAssessments', activePrefixes: ['/dashboard/apps/risk-assessments/evaluation'] },
          { id: 'risk-catalog', label: 'nav.catalog', path: path('riskCatalogList'), permissions: [P.riskAssessment.readCatalogList], featureFlag: 'riskAssessments', activePrefixes: ['/dashboard/apps/risk-assessments/catalog'] },
        ],
      },
      { id: 'templates', label: 'nav.templates', path: path('templates'), permissions: [P.templates.list], featureFlag: 'templates' },
      { id: 'calendar', label: 'nav.calendar', path: path('calendar'), permissions: [P.calendar.show], featureFlag: 'calendar', needsCalendarLink: true },
    ],
  },
  {
    id: 'company',
    label: 'nav.groups.company',
    items: [
      {
        id: 'members',
        label: 'nav.members',
        children: [
          { id: 'member-list', label: 'nav.memberList', path: path('membersList'), permissions: [P.memberList.getList], activePrefixes: ['/dashboard/company/members/details', '/dashboard/company/members/import'] },
          { id: 'member-archive', label: 'nav.memberArchive', path: path('membersArchive'), permissions: [P.archiveMember.list] },
          { id: 'member-groups', label: 'nav.memberGroups', path: path('memberGroupList'), permissions: [P.memberGroup.list], activePrefixes: ['/dashboard/company/members/group'] },
        ],
      },
      { id: 'org-units', label: 'nav.orgUnits', path: path('orgUnitList'), permissions: [P.orgUnit.list], activePrefixes: ['/dashboard/company/org-units'] },
      { id: 'locations', label: 'nav.locations', path: path('locationList'), permissions: [P.location.list], activePrefixes: ['/dashboard/company/locations'] },
      {
        id: 'settings',
        label: 'nav.settings',
        children: [{ id: 'company-details', label: 'nav.companyDetails', path: path('companySettingsDetails'), permissions: [P.clientDetails.read], activePrefixes: ['/dashboard/company/settings'] }],
      },
    ],
  },
];

export interface NavigationContext {
  permissions: readonly string[];
  featureFlags: FeatureFlags;
  hasCalendarLink: boolean;
}

function itemVisible(item: NavigationItem, context: NavigationContext): boolean {
  if (item.featureFlag && !context.featureFlags[item.featureFlag]) return false;
  if (item.needsCalendarLink && !context.hasCalendarLink) return false;
  if (item.children) return item.children.some((child) => itemVisible(child, context));
  return hasAnyPermission(context.permissions, item.permissions ?? [P.todo]);
}

/**
 * The entries a member may see: an item needs its permission and its feature flag, a parent
 * a visible child, a group a visible item (SPEC.md §2).
 */
export function visibleNavigation(tree: readonly NavigationGroup[], context: NavigationContext): NavigationGroup[] {
  return tree
    .map((group) => ({
      ...group,
      items: group.items
        .filter((item) => itemVisible(item, context))
        .map((item) => (item.children ? { ...item, children: item.children.filter((child) => itemVisible(child, context)) } : item)),
    }))
    .filter((group) => group.items.length > 0);
}

/** Whether a link entry is active for a URL: exact path, or one of its prefixes. */
export function isItemActive(item: NavigationItem, pathname: string): boolean {
  if (item.path && (pathname === item.path || pathname.startsWith(`${item.path}/`))) return true;
  return (item.activePrefixes ?? []).some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The parent entry to expand for a URL (one parent is open at a time). */
export function openParentFor(groups: readonly NavigationGroup[], pathname: string): string | null {
  for (const group of groups) {
    for (const item of group.items) if (item.children?.some((child) => isItemActive(child, pathname))) return item.id;
  }
  return null;
}

/**
 * Where /dashboard leads: the first permitted link whose area is available (its remote
 * answered), else the first permitted link at all.
 */
export function firstPermittedPath(groups: readonly NavigationGroup[], isAvailable: (remote: RemoteName) => boolean = () => true): string | null {
  const links = groups.flatMap((group) => group.items.flatMap((item) => (item.children ? [...item.children] : [item]))).flatMap((item) => (item.path ? [item.path] : []));
  return (
    links.find((path) => {
      const remote = remoteForDashboardPath(path);
      return remote === undefined || isAvailable(remote);
    }) ??
    links[0] ??
    null
  );
}

/** Routes outside the sidebar that still need a permission. */
const EXTRA_GUARDS: readonly NavigationItem[] = [
  { id: 'profile', label: 'header.profile', path: '/dashboard/profile', permissions: [P.profile.readMemberProfile] },
];

function allLinks(tree: readonly NavigationGroup[]): NavigationItem[] {
  return [...tree.flatMap((group) => group.items.flatMap((item) => (item.children ? [...item.children] : [item]))), ...EXTRA_GUARDS];
}

/**
 * Whether a member may open a dashboard URL: the entry it belongs to must be visible to them
 * (permission and feature flag). URLs of no entry are left to their area.
 */
export function isRouteAllowed(tree: readonly NavigationGroup[], pathname: string, context: NavigationContext): boolean {
  const entry = allLinks(tree).find((item) => isItemActive(item, pathname));
  return entry ? itemVisible(entry, context) : true;
}
