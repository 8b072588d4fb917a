import { remoteForDashboardPath, remoteForPage } from './federation';

describe('the remote behind a path', () => {
  it('knows the remote of each dashboard path', () => {
    expect(remoteForDashboardPath('/dashboard/apps/calendar')).toBe('mfe_start');
    expect(remoteForDashboardPath('/dashboard/company/org-units/list')).toBe('mfe_company');
    expect(remoteForDashboardPath('/dashboard/profile/settings')).toBe('mfe_auth');
    expect(remoteForDashboardPath('/dashboard/other')).toBeUndefined();
    expect(remoteForDashboardPath('/dashboard/companyx')).toBeUndefined();
  });

  it('knows the remote of the sign-in pages too, and of no other page', () => {
    expect(remoteForPage('/auth/login')).toBe('mfe_auth');
    expect(remoteForPage('/auth')).toBe('mfe_auth');
    expect(remoteForPage('/dashboard/company/members/list')).toBe('mfe_company');
    expect(remoteForPage('/authority')).toBeUndefined();
    expect(remoteForPage('/')).toBeUndefined();
    expect(remoteForPage('/dashboard')).toBeUndefined();
  });
});
