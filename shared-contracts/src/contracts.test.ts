import {
  ALL_ERROR_CODES,
  ALL_PERMISSIONS,
  CLIENT_PERMISSIONS,
  COMMON_TRANSLATIONS,
  ENDPOINTS,
  PERMISSIONS,
  ROLES,
  ROLE_PERMISSIONS,
  createEventBus,
  DASHBOARD_ROUTES,
  fillPath,
  filteredListPath,
  hasAnyPermission,
  isLicenseeRole,
  LICENSEE_PERMISSIONS,
  LICENSEE_ROLES,
  lookupTranslation,
  MEMBER_IMPORT_MAX_ROWS,
  permissionsForRole,
  resolveFeatureFlags,
  translateCommon,
} from '@compliance/shared-contracts';

function keysOf(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe('error codes', () => {
  it.each(ALL_ERROR_CODES)('%s has the Area.Reason form and a translation in both languages', (code) => {
    expect(code).toMatch(/^[A-Za-z]+\.[A-Za-z]+$/);
    for (const language of ['de_DE', 'en_GB'] as const) {
      expect(lookupTranslation(COMMON_TRANSLATIONS[language], `common.errorCodes.${code}`)).toEqual(expect.any(String));
    }
  });

  it('common translations have the same keys in both languages', () => {
    expect(keysOf(COMMON_TRANSLATIONS.en_GB).sort()).toEqual(keysOf(COMMON_TRANSLATIONS.de_DE).sort());
  });

  it('the too-many-rows message names the row limit as each language writes numbers', () => {
    expect(lookupTranslation(COMMON_TRANSLATIONS.en_GB, 'common.errorCodes.MemberImport.TooManyRows')).toContain(
      MEMBER_IMPORT_MAX_ROWS.toLocaleString('en-GB'),
    );
    expect(lookupTranslation(COMMON_TRANSLATIONS.de_DE, 'common.errorCodes.MemberImport.TooManyRows')).toContain(
      MEMBER_IMPORT_MAX_ROWS.toLocaleString('de-DE'),
    );
  });

  it('interpolates server-side texts', () => {
    expect(translateCommon('en_GB', 'common.mail.passwordReset.subject', { licenseeName: 'Acme' })).toBe('Your new password for Acme');
    expect(() => translateCommon('de_DE', 'common.nope')).toThrow('Missing translation');
  });
});

describe('roles and permissions', () => {
  it('names every permission once', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    expect(ALL_PERMISSIONS).toContain('location.location-list');
    expect(ALL_PERMISSIONS).toContain('calendar.show');
  });

  it.each(ROLES.filter((role) => !isLicenseeRole(role)))('%s always holds todo-permission and the member state', (role) => {
    const permissions = permissionsForRole(role);
    expect(permissions).toContain('todo-permission');
    expect(permissions).toContain(PERMISSIONS.member.getLoggedInMemberState);
  });

  it.each(LICENSEE_ROLES)('%s of the back office holds its staff state and no permission of a client', (role) => {
    const permissions = permissionsForRole(role);
    expect(permissions).toContain(PERMISSIONS.licensee.getLoggedInStaffState);
    expect(permissions.filter((permission) => permission !== PERMISSIONS.todo && CLIENT_PERMISSIONS.includes(permission))).toEqual([]);
  });

  it('gives no client role a permission of the back office', () => {
    for (const role of ROLES.filter((r) => !isLicenseeRole(r))) {
      expect(permissionsForRole(role).filter((permission) => LICENSEE_PERMISSIONS.includes(permission))).toEqual([]);
    }
  });

  it('gives super-admin every permission of a client, admin all but owner-only, member no administration', () => {
    expect(permissionsForRole('super-admin').sort()).toEqual([...CLIENT_PERMISSIONS].sort());
    expect(ROLE_PERMISSIONS.admin).not.toContain(PERMISSIONS.member.createSuperAdmin);
    expect(ROLE_PERMISSIONS.admin).not.toContain(PERMISSIONS.clientDetails.updateConfiguration);
    expect(ROLE_PERMISSIONS.admin).toContain(PERMISSIONS.member.create);
    expect(ROLE_PERMISSIONS.member).not.toContain(PERMISSIONS.memberList.getList);
    expect(ROLE_PERMISSIONS.member).toContain(PERMISSIONS.profile.readMemberProfile);
    expect(ROLE_PERMISSIONS['loc-admin']).toContain(PERMISSIONS.location.update);
    expect(ROLE_PERMISSIONS['loc-admin']).not.toContain(PERMISSIONS.location.create);
    expect(ROLE_PERMISSIONS['ou-admin']).toContain(PERMISSIONS.orgUnit.addMembers);
    expect(ROLE_PERMISSIONS['ou-admin']).not.toContain(PERMISSIONS.orgUnit.delete);
  });

  it('never lets the advisor archive, delete or create', () => {
    const destructive = ALL_PERMISSIONS.filter((p) =>
      /^(delete|create|update|unarchive|import|upload|save|assign|remove|archive|confirm|complete|manage|change|reset-execution|add|copy)/.test(
        p.split('.')[1] ?? '',
      ),
    );
    expect(destructive.length).toBeGreaterThan(30);
    for (const permission of destructive) expect(ROLE_PERMISSIONS.user).not.toContain(permission);
  });

  it('passes a check when any required permission is held', () => {
    expect(hasAnyPermission(['a', 'b'], ['c', 'b'])).toBe(true);
    expect(hasAnyPermission(['a'], ['c'])).toBe(false);
    expect(hasAnyPermission([], [])).toBe(true);
    expect(hasAnyPermission([], undefined)).toBe(true);
  });
});

describe('feature flags', () => {
  it('starts from the defaults', () => {
    expect(resolveFeatureFlags([])).toEqual({ elearnings: false, riskAssessments: false, templates: true, calendar: false });
  });
  it('switches on what products bring and applies overrides last', () => {
    expect(resolveFeatureFlags(['elearnings', 'unknown'], { templates: false, calendar: true })).toEqual({
      elearnings: true,
      riskAssessments: false,
      templates: false,
      calendar: true,
    });
  });
});

describe('endpoint contracts', () => {
  it('have unique ids and unique method+path pairs', () => {
    expect(new Set(ENDPOINTS.map((e) => e.id)).size).toBe(ENDPOINTS.length);
    expect(new Set(ENDPOINTS.map((e) => `${e.method} ${e.path}`)).size).toBe(ENDPOINTS.length);
  });
  it('name only known permissions', () => {
    for (const endpoint of ENDPOINTS) {
      if (endpoint.access.kind === 'session') for (const p of endpoint.access.permissions) expect(ALL_PERMISSIONS).toContain(p);
    }
  });
  it('keep the auth paths of docs/product.md §7', () => {
    const paths = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/csrf',
        'POST /api/login',
        'GET /api/logout',
        'GET /api/heartbeat',
        'POST /api/createpasswordresettoken',
        'POST /api/resetpassword',
        'GET /api/member/state',
        'GET /api/bootstrap/load-licensee-config',
      ]),
    );
  });
});

describe('paths and events', () => {
  it('fills :params and refuses missing ones', () => {
    expect(fillPath('company/members/details/:uuid/:tabId', { uuid: 'a b', tabId: 'details' })).toBe(
      'company/members/details/a%20b/details',
    );
    expect(() => fillPath('x/:id')).toThrow('Missing path parameter');
  });
  it('puts the filters of a filtered list and the texts of their chips in the address', () => {
    expect(
      filteredListPath(
        DASHBOARD_ROUTES.riskEvaluationList,
        { attention: 'overdueMeasures', orgUnitUuid: 'u1' },
        { orgUnitUuid: 'Lager & Versand' },
      ),
    ).toBe('/dashboard/apps/risk-assessments/evaluation/list?attention=overdueMeasures&orgUnitUuid=u1&orgUnitUuid.text=Lager+%26+Versand');
    expect(filteredListPath(DASHBOARD_ROUTES.riskEvaluationList, {})).toBe('/dashboard/apps/risk-assessments/evaluation/list');
  });
  it('delivers typed events until unsubscribed', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    const off = bus.on('members:changed', ({ reason }) => seen.push(reason));
    bus.emit('members:changed', { reason: 'create' });
    off();
    bus.emit('members:changed', { reason: 'archive' });
    expect(seen).toEqual(['create']);
  });
});

describe('docs/product.md §6 permission names', () => {
  // Every name docs/product.md §6 lists, written out as it stands there.
  const named = {
    location: ['location-list', 'location-detail', 'create-location', 'update-location-detail', 'read-member-list'],
    member: ['get-logged-in-member-state', 'create-member'],
    profile: [
      'update-member-profile',
      'read-profile-setting',
      'update-profile-setting',
      'change-password',
      'change-username',
      'read-org-unit-list',
      'read-member-profile',
    ],
    'member-import': ['upload-csv'],
    clientdetails: ['read-details', 'update-details'],
    'member-list': ['get-list', 'archive-member', 'memberdetails', 'updatememberdetails'],
    'archive-member': ['unarchive-members', 'list'],
    'org-unit': ['update-org-unit', 'detail', 'org-unit-list', 'create-org-unit', 'member-list'],
    'member-group': ['read-list', 'read-details', 'read-member-list'],
    'member-details': ['read-org-unit-list'],
    elearning: ['read-member-tasks', 'read-catalog', 'read-settings', 'read-org-unit-assignments', 'read-statistics'],
    'risk-assessment': [
      'read-member-tasks',
      'read-assignment-overview-list',
      'read-catalog-list',
      'read-settings',
      'read-assignment-list',
      'read-risk-list',
      'read-risk-action-list',
    ],
    templates: ['read-list'],
    calendar: ['show'],
  };
  it.each(Object.entries(named).flatMap(([area, names]) => names.map((name) => `${area}.${name}`)))('%s exists', (name) => {
    expect(ALL_PERMISSIONS).toContain(name);
  });
});
