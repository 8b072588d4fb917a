import { targetAfterLogin } from './session';

describe('targetAfterLogin', () => {
  it('returns to the page the member came from, with its query', () => {
    expect(targetAfterLogin('?returnUrl=%2Fdashboard%2Fprofile%2Fdetails')).toBe('/dashboard/profile/details');
    expect(targetAfterLogin('?returnUrl=%2Fdashboard%2Fcompany%2Fmembers%2Flist%3Fpage%3D2')).toBe('/dashboard/company/members/list?page=2');
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
