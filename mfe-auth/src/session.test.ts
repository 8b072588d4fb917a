import { PERMISSIONS, memberStateEndpoint, readProfileSettingEndpoint } from '@compliance/shared-contracts/browser';
import type { EventMap } from '@compliance/shared-contracts';
import { eventBus } from '@compliance/shared-ui';
import { mockEndpoint, mockFetch, testMemberState } from '@compliance/shared-ui/testing';
import { announceNewSession, backOfficeTargetAfterLogin, targetAfterLogin } from './session';

describe('targetAfterLogin', () => {
  it('returns to the page the member came from, with its query', () => {
    expect(targetAfterLogin('?returnUrl=%2Fdashboard%2Fprofile%2Fdetails')).toBe('/dashboard/profile/details');
    expect(targetAfterLogin('?returnUrl=%2Fdashboard%2Fcompany%2Fmembers%2Flist%3Fpage%3D2')).toBe(
      '/dashboard/company/members/list?page=2',
    );
  });
  it('refuses other sites and defaults to the dashboard', () => {
    expect(targetAfterLogin('?returnUrl=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(targetAfterLogin('?returnUrl=%2F%2Fevil.example')).toBe('/dashboard');
    expect(targetAfterLogin('?returnUrl=%2F%5Cevil.example')).toBe('/dashboard');
    expect(targetAfterLogin('?returnUrl=%2F%5C%5Cevil.example%2Fdashboard')).toBe('/dashboard');
    expect(targetAfterLogin('?returnUrl=%2F%09%2Fevil.example')).toBe('/dashboard');
    expect(targetAfterLogin('?returnUrl=javascript%3Aalert(1)')).toBe('/dashboard');
    expect(targetAfterLogin('')).toBe('/dashboard');
  });
});

describe('backOfficeTargetAfterLogin', () => {
  it('returns to the back-office page the staff member came from', () => {
    expect(backOfficeTargetAfterLogin('?returnUrl=%2Flicensee%2Fclients%3Fpage%3D2')).toBe('/licensee/clients?page=2');
  });
  it('leads to the client list from anywhere else: no page, a dashboard page, another site', () => {
    expect(backOfficeTargetAfterLogin('')).toBe('/licensee/clients');
    expect(backOfficeTargetAfterLogin('?returnUrl=%2Fdashboard%2Fstart')).toBe('/licensee/clients');
    expect(backOfficeTargetAfterLogin('?returnUrl=%2Flicensee-other')).toBe('/licensee/clients');
    expect(backOfficeTargetAfterLogin('?returnUrl=%2F%2Fevil.example%2Flicensee')).toBe('/licensee/clients');
  });
});

describe('announceNewSession', () => {
  const state = testMemberState({ role: 'admin', permissions: [PERMISSIONS.profile.readSetting] });
  const heard: Array<[string, unknown]> = [];
  const offs: Array<() => void> = [];
  beforeEach(() => {
    heard.length = 0;
    offs.push(
      eventBus.on('session:logged-in', (payload: EventMap['session:logged-in']) => heard.push(['logged-in', payload.state.member.uuid])),
      eventBus.on('profile:settings-changed', (payload) => heard.push(['settings', payload])),
    );
  });
  afterEach(() => offs.splice(0).forEach((off) => off()));

  it("hands the shell the new member state, then the member's saved theme and language", async () => {
    mockFetch([
      mockEndpoint(memberStateEndpoint, { body: state }),
      mockEndpoint(readProfileSettingEndpoint, {
        body: { frontendStyle: { theme: 'dark' }, languageCode: 'en_GB', availableLanguages: ['de_DE', 'en_GB'] },
      }),
    ]);
    await announceNewSession();
    expect(heard).toEqual([
      ['logged-in', state.member.uuid],
      ['settings', { theme: 'dark', languageCode: 'en_GB' }],
    ]);
  });

  it('falls back to the system theme and the browser language for an advisor, without asking for a profile', async () => {
    const advisor = testMemberState({ role: 'user' });
    const requests = mockFetch([
      mockEndpoint(memberStateEndpoint, { body: advisor }),
      mockEndpoint(readProfileSettingEndpoint, { status: 403, body: { error: { code: 'Auth.Forbidden' } } }),
    ]);
    await announceNewSession();
    expect(heard).toEqual([
      ['logged-in', advisor.member.uuid],
      ['settings', { theme: null, languageCode: null }],
    ]);
    expect(requests.map((request) => request.path)).toEqual([memberStateEndpoint.path]);
  });
});
