import { loginPathFor } from './http-handling';

describe('loginPathFor', () => {
  it('keeps the company ID and the page to return to', () => {
    expect(loginPathFor('demo', '/dashboard/profile/details?x=1')).toBe('/auth/login/demo?returnUrl=%2Fdashboard%2Fprofile%2Fdetails%3Fx%3D1');
  });
  it('goes to the company ID entry without a company', () => {
    expect(loginPathFor(undefined, null)).toBe('/auth/login');
  });
});
