import {
  csrfEndpoint,
  deleteTemplateEndpoint,
  licenseeStaffStateEndpoint,
  memberStateEndpoint,
  readRiskCatalogListEndpoint,
  removeMembersFromGroupEndpoint,
  updateProfileSettingEndpoint,
} from '@compliance/shared-contracts/browser';
import {
  apiRequest,
  appStore,
  eventBus,
  memberStateAtom,
  readCookie,
  setHttpErrorHandler,
  setSuccessHandler,
  toastsAtom,
} from '@compliance/shared-ui';
import { mockEndpoint, mockFetch, testMemberState } from '@compliance/shared-ui/testing';
import { installHttpHandling, loginPathFor, signInAgainPath } from './http-handling';

describe('loginPathFor', () => {
  it('keeps the company ID and the page to return to', () => {
    expect(loginPathFor('demo', '/dashboard/profile/details?x=1')).toBe(
      '/auth/login/demo?returnUrl=%2Fdashboard%2Fprofile%2Fdetails%3Fx%3D1',
    );
  });
  it('goes to the company ID entry without a company', () => {
    expect(loginPathFor(undefined, null)).toBe('/auth/login');
  });
});

describe('signInAgainPath', () => {
  it("leads from the back office to the staff's login, with the way back", () => {
    expect(signInAgainPath('/licensee/clients', '?page=2', undefined)).toBe(
      '/auth/licensee-login?returnUrl=%2Flicensee%2Fclients%3Fpage%3D2',
    );
  });
  it("leads from anywhere else to the company's login", () => {
    expect(signInAgainPath('/dashboard/start', '', 'demo')).toBe(loginPathFor('demo', '/dashboard/start'));
    expect(signInAgainPath('/licensee-other', '', undefined)).toBe(loginPathFor(undefined, '/licensee-other'));
  });
});

describe('a 401 outside the login pages', () => {
  afterEach(() => setHttpErrorHandler(undefined));

  it('forgets the member, drops the old CSRF token for a new one and leads to login with the way back', async () => {
    window.history.replaceState(null, '', '/dashboard/company/members/list?page=2');
    document.cookie = 'XSRF-TOKEN=token-of-the-ended-session; path=/';
    appStore.set(memberStateAtom, testMemberState({ role: 'admin' }));
    const requests = mockFetch([
      mockEndpoint(memberStateEndpoint, { status: 401, body: { error: { code: 'Auth.Unauthenticated' } } }),
      mockEndpoint(csrfEndpoint, () => {
        document.cookie = 'XSRF-TOKEN=fresh-token; path=/';
        return { body: { csrfToken: 'fresh-token' } };
      }),
    ]);
    const expired: string[] = [];
    const off = eventBus.on('session:expired', ({ returnUrl }) => expired.push(returnUrl));
    installHttpHandling();

    await expect(apiRequest(memberStateEndpoint)).rejects.toMatchObject({ status: 401 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    off();

    expect(expired).toEqual([loginPathFor(testMemberState().client.clientIdentifier, '/dashboard/company/members/list?page=2')]);
    expect(appStore.get(memberStateAtom)).toBeNull();
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/member/state', 'GET /api/csrf']);
    expect(readCookie('XSRF-TOKEN')).toBe('fresh-token');
  });

  it("leads a member of the licensee's staff from the back office to their own login", async () => {
    window.history.replaceState(null, '', '/licensee/clients');
    mockFetch([
      mockEndpoint(licenseeStaffStateEndpoint, { status: 401, body: { error: { code: 'Auth.Unauthenticated' } } }),
      mockEndpoint(csrfEndpoint, { body: { csrfToken: 'fresh-token' } }),
    ]);
    const expired: string[] = [];
    const off = eventBus.on('session:expired', ({ returnUrl }) => expired.push(returnUrl));
    installHttpHandling();

    await expect(apiRequest(licenseeStaffStateEndpoint)).rejects.toMatchObject({ status: 401 });
    off();
    expect(expired).toEqual(['/auth/licensee-login?returnUrl=%2Flicensee%2Fclients']);
  });
});

describe('a 403 Client.FeatureDisabled of a signed-in member', () => {
  afterEach(() => setHttpErrorHandler(undefined));

  it('asks for the member state again instead of showing a toast; signed out, it is an error like any other', async () => {
    window.history.replaceState(null, '', '/dashboard/start/overview');
    appStore.set(memberStateAtom, testMemberState({ role: 'member' }));
    mockFetch([mockEndpoint(readRiskCatalogListEndpoint, { status: 403, body: { error: { code: 'Client.FeatureDisabled' } } })]);
    const changed: string[] = [];
    const off = eventBus.on('session:areas-changed', ({ reason }) => changed.push(reason));
    appStore.set(toastsAtom, []);
    installHttpHandling();

    await expect(apiRequest(readRiskCatalogListEndpoint, { body: { page: 1, perPage: 25 } })).rejects.toMatchObject({ status: 403 });
    expect(changed).toEqual(['feature-disabled']);
    expect(appStore.get(toastsAtom)).toEqual([]);

    appStore.set(memberStateAtom, null);
    await expect(apiRequest(readRiskCatalogListEndpoint, { body: { page: 1, perPage: 25 } })).rejects.toMatchObject({ status: 403 });
    off();
    expect(changed).toEqual(['feature-disabled']);
    expect(appStore.get(toastsAtom)).toHaveLength(1);
  });
});

describe('the toasts of a call', () => {
  afterEach(() => {
    setHttpErrorHandler(undefined);
    setSuccessHandler(undefined);
  });

  it('say in keys what happened, with the word of the call: saved, deleted, removed', async () => {
    window.history.replaceState(null, '', '/dashboard/apps/templates');
    document.cookie = 'XSRF-TOKEN=test-token; path=/';
    appStore.set(memberStateAtom, testMemberState({ role: 'admin' }));
    mockFetch([
      mockEndpoint(deleteTemplateEndpoint, { body: { success: true } }),
      mockEndpoint(removeMembersFromGroupEndpoint, { body: { success: true } }),
      mockEndpoint(updateProfileSettingEndpoint, { body: { success: true } }),
      mockEndpoint(memberStateEndpoint, { status: 403, body: { error: { code: 'Auth.Forbidden' } } }),
    ]);
    appStore.set(toastsAtom, []);
    installHttpHandling();

    await apiRequest(deleteTemplateEndpoint, { body: { templateUuid: '00000000-0000-4000-8000-000000000000' } });
    await apiRequest(removeMembersFromGroupEndpoint, { body: { uuid: '00000000-0000-4000-8000-000000000000', memberUuids: [] } });
    await apiRequest(updateProfileSettingEndpoint, { body: { frontendStyle: { theme: 'dark' }, languageCode: 'de_DE' } });
    await expect(apiRequest(memberStateEndpoint)).rejects.toMatchObject({ status: 403 });
    // Keys, translated as the toast renders: an open toast follows a change of language.
    expect(appStore.get(toastsAtom).map(({ title, message }) => [title, message])).toEqual([
      [undefined, 'common.request.deleted'],
      [undefined, 'common.request.removed'],
      [undefined, 'common.request.success'],
      ['common.http.title', 'common.http.http403'],
    ]);
  });
});
