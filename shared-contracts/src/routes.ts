/**
 * Route paths of docs/product.md §2. Dashboard paths are relative to `/dashboard/`; `:name` marks a
 * parameter, filled by {@link fillPath}.
 */
export const AUTH_ROUTES = {
  login: '/auth/login',
  loginWithClient: '/auth/login/:clientId',
  forgotPassword: '/auth/forgot-password/:clientId',
  resetPassword: '/auth/reset-password/:clientId',
  supportLogin: '/auth/support-login',
  licenseeLogin: '/auth/licensee-login',
  logout: '/auth/logout',
} as const;

/** Where the licensee's back office lives in the browser (decision 0013): a page of its own, outside the dashboard. */
export const BACK_OFFICE_PREFIX = '/licensee';

/** The back office's pages, as full paths. */
export const BACK_OFFICE_ROUTES = {
  clients: '/licensee/clients',
  client: '/licensee/clients/:clientId',
  courses: '/licensee/courses',
  course: '/licensee/courses/:courseId',
  branding: '/licensee/branding',
  auditLog: '/licensee/audit-log',
} as const;

/** Whether a path is a page of the back office (`/licensee` or below it, not `/licensee-…`). */
export const isBackOfficePath = (pathname: string): boolean =>
  pathname === BACK_OFFICE_PREFIX || pathname.startsWith(`${BACK_OFFICE_PREFIX}/`);

/** The back office's login, leading back to `returnUrl` once signed in. */
export const licenseeLoginPath = (returnUrl: string): string => `${AUTH_ROUTES.licenseeLogin}?returnUrl=${encodeURIComponent(returnUrl)}`;

export const DASHBOARD_PREFIX = '/dashboard';

export const DASHBOARD_ROUTES = {
  profile: 'profile/:tabId',
  startOverview: 'start/overview',
  startOverviewTab: 'start/overview/:tabId',
  startAttention: 'start/attention',
  infopoint: 'start/infopoint',
  infopointLocation: 'start/infopoint/:locationUuid',
  riskMyAnalyses: 'apps/risk-assessments/my-analyses',
  riskEvaluationList: 'apps/risk-assessments/evaluation/list',
  riskEvaluationDetails: 'apps/risk-assessments/evaluation/details/:riskAssessmentExecutionResultUuid/:tabId',
  riskActionList: 'apps/risk-assessments/evaluation/details/:riskAssessmentExecutionResultUuid/risk-action-list',
  riskCatalogList: 'apps/risk-assessments/catalog/list',
  riskCatalogDetails: 'apps/risk-assessments/catalog/details/:riskAssessmentTaskUuid/:tabId',
  riskExecution: 'apps/risk-assessments/execution/:executionUuid',
  elearningMy: 'apps/elearnings/my-elearnings',
  elearningCatalogList: 'apps/elearnings/catalog/list',
  /** Beyond docs/product.md §2: the catalog's tab of how each member stands, which the admins' overview links to. */
  elearningStandingList: 'apps/elearnings/catalog/standings',
  elearningCatalogDetails: 'apps/elearnings/catalog/details/:elearningUuid/:tabId',
  elearningExecution: 'apps/elearnings/execution/:executionUuid',
  elearningCertificate: 'apps/elearnings/certificate/:resultUuid',
  templates: 'apps/templates',
  calendar: 'apps/calendar',
  membersList: 'company/members/list',
  memberDetails: 'company/members/details/:uuid/:tabId',
  membersArchive: 'company/members/archive/list',
  memberImport: 'company/members/import',
  memberGroupList: 'company/members/group/list',
  memberGroupDetails: 'company/members/group/details/:uuid/:tabId',
  locationList: 'company/locations/list',
  locationDetails: 'company/locations/details/:uuid/:tabId',
  orgUnitList: 'company/org-units/list',
  orgUnitDetails: 'company/org-units/details/:uuid/:tabId',
  companySettingsDetails: 'company/settings/details',
  companySettingsConfiguration: 'company/settings/configuration',
  companyAuditLog: 'company/audit-log',
} as const;

export type DashboardRoute = (typeof DASHBOARD_ROUTES)[keyof typeof DASHBOARD_ROUTES];

/** Replaces each `:name` placeholder of a path with its URL-encoded value; a missing value throws. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The absolute browser path of a dashboard route. */
export function dashboardPath(route: DashboardRoute, params?: Readonly<Record<string, string | number>>): string {
  return `${DASHBOARD_PREFIX}/${fillPath(route, params)}`;
}

/** The address parameter that carries the text a list shows for a linked filter's value it cannot name itself. */
export const filterTextParam = (name: string): string => `${name}.text`;

/**
 * The absolute path of a dashboard list opened with filters set, as the admins' overview links to
 * what it counts: each filter is a parameter of the address, and where the list cannot name a
 * value itself (an org unit by its id) `texts` gives the words its filter chip shows.
 */
export function filteredListPath(
  route: DashboardRoute,
  filter: Readonly<Record<string, string>>,
  texts: Readonly<Record<string, string>> = {},
): string {
  const params = new URLSearchParams(filter);
  for (const [name, text] of Object.entries(texts)) params.set(filterTextParam(name), text);
  const query = params.toString();
  return query ? `${dashboardPath(route)}?${query}` : dashboardPath(route);
}
