import { FIRST_VIEW_TOKENS, type LicenseeConfig } from '@compliance/shared-contracts';
import { firstViewColours, firstViewValues, matchFirstViewRoute } from './first-view';

const licensee = (changes: Partial<LicenseeConfig>): LicenseeConfig =>
  ({
    licenseeName: 'Sicher & Co <GmbH>',
    moodImageCopyright: '© "Foto"',
    images: { logo: '/api/file/licensee/logo/0b6a/logo.png', mood: null },
    theme: { light: { primary: '#123456', contrast: '#ffffff' }, dark: { primary: '#abcdef', contrast: '#000000' } },
    ...changes,
  }) as LicenseeConfig;

describe('matchFirstViewRoute', () => {
  it("matches a route's segments, taking the company ID from its place", () => {
    expect(matchFirstViewRoute('/auth/login/:clientId', '/auth/login/demo')).toEqual({ clientId: 'demo' });
    expect(matchFirstViewRoute('/auth/login/:clientId', '/auth/login/demo/more')).toBeNull();
    expect(matchFirstViewRoute('/auth/login/:clientId', '/auth/forgot-password/demo')).toBeNull();
  });
});

describe('firstViewValues', () => {
  it("escapes the licensee's texts and takes its own file addresses as they are", () => {
    expect(firstViewValues(licensee({}), 'demo-1')).toEqual({
      [FIRST_VIEW_TOKENS.clientId]: 'demo-1',
      [FIRST_VIEW_TOKENS.licenseeName]: 'Sicher &amp; Co &lt;GmbH&gt;',
      [FIRST_VIEW_TOKENS.logo]: '/api/file/licensee/logo/0b6a/logo.png',
      [FIRST_VIEW_TOKENS.mood]: '',
      [FIRST_VIEW_TOKENS.moodCopyright]: '© &quot;Foto&quot;',
    });
  });

  it('gives none for a company ID that is no identifier or an image from elsewhere', () => {
    expect(firstViewValues(licensee({}), 'Demo"x')).toBeNull();
    expect(firstViewValues(licensee({ images: { logo: null, mood: 'https://elsewhere.example/a.png' } }), 'demo')).toBeNull();
    expect(firstViewValues(licensee({ images: { logo: '/api/file/a")b', mood: null } }), 'demo')).toBeNull();
  });
});

describe('firstViewColours', () => {
  it("sets the licensee's colours of both schemes as the variables the first view's theme reads", () => {
    expect(firstViewColours(licensee({}).theme)).toBe(
      '<style>:root{--first-view-primary-light:#123456;--first-view-contrast-light:#ffffff;--first-view-primary-dark:#abcdef;--first-view-contrast-dark:#000000}</style>',
    );
  });
});
