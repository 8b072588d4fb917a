import { targetAfterLogin } from './session';

describe('targetAfterLogin', () => {
  it('returns to the page the member came from', () => {
    expect(targetAfterLogin('?returnUrl=%2Fdashboard%2Fprofile%2Fdetails')).toBe('/dashboard/profile/details');
  });
  it('refuses other sites and defaults to the dashboard', () => {
    expect(targetAfterLogin('?returnUrl=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(targetAfterLogin('?returnUrl=%2F%2Fevil.example')).toBe('/dashboard');
    expect(targetAfterLogin('')).toBe('/dashboard');
  });
});
