import type { LicenseeConfig } from '@compliance/shared-contracts';

/** A licensee configuration for tests (Demo Licensee with a logo, a partner, a calendar link); `overrides` replace fields. */
export function testLicenseeConfig(overrides: Partial<LicenseeConfig> = {}): LicenseeConfig {
  return {
    licenseeIdentifier: 'demo',
    licenseeName: 'Demo Licensee',
    externalCalendarHref: 'https://calendar.example',
    moodImageCopyright: null,
    images: { logo: '/logo.svg', mood: null },
    theme: { light: { primary: '#123456', contrast: '#ffffff' }, dark: { primary: '#abcdef', contrast: '#000000' } },
    isWhitelabelPartner: true,
    zenDeskKey: null,
    baseRoute: '/dashboard',
    defaultLanguage: 'de_DE',
    footer: { licenseeLink: 'https://licensee.example', legalNoticeLink: 'https://licensee.example/impressum', dataProtectionLink: null },
    ...overrides,
  };
}
