import type { LicenseeClientAreas, LicenseeClientDetails, LicenseeClientRow } from '@compliance/shared-contracts/browser';

/** A client as the back office lists it: Demo GmbH in Berlin, 212 of 1,000 members, every area on. */
export const DEMO_CLIENT_ROW: LicenseeClientRow = {
  uuid: '3c1e5a8b-4d2f-4e6a-9b7c-1d2e3f4a5b6c',
  clientIdentifier: 'demo',
  name: 'Demo GmbH',
  city: 'Berlin',
  memberCount: 212,
  maxMembers: 1000,
  areas: ['elearnings', 'riskAssessments', 'templates'],
  lastActivityAt: '2026-12-01T09:30:00.000Z',
  deactivatedAt: null,
  allowSupportLogin: true,
};

/** A deactivated client nobody signed into, which forbids the support login: Acme in Köln. */
export const ACME_CLIENT_ROW: LicenseeClientRow = {
  uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  clientIdentifier: 'acme',
  name: 'Acme Sicherheitstechnik AG',
  city: 'Köln',
  memberCount: 0,
  maxMembers: 200,
  areas: [],
  lastActivityAt: null,
  deactivatedAt: '2026-11-30T12:00:00.000Z',
  allowSupportLogin: false,
};

/** Demo GmbH as its details page reads it. */
export const DEMO_CLIENT: LicenseeClientDetails = {
  ...DEMO_CLIENT_ROW,
  street: 'Friedrichstraße 100',
  additional: null,
  postalCode: '10117',
  city: 'Berlin',
  country: 'DE',
  createdAt: '2026-01-15T08:00:00.000Z',
  allowSupportLogin: true,
};

/** The demo licensee's packages; Demo GmbH has the complete one from 01.01.2026, open-ended. */
export const DEMO_CLIENT_AREAS: LicenseeClientAreas = {
  packages: [
    { uuid: '0b6a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', identifier: 'basis', name: 'Basispaket', areas: ['elearnings', 'templates'] },
    {
      uuid: '1c7b2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e',
      identifier: 'komplett',
      name: 'Komplettpaket',
      areas: ['elearnings', 'riskAssessments', 'templates', 'calendar'],
    },
  ],
  bookings: [{ packageUuid: '1c7b2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e', validFrom: '2026-01-01', validTo: null, status: 'current' }],
  overrides: { elearnings: null, riskAssessments: null, templates: null, calendar: false },
  fromPackages: { elearnings: true, riskAssessments: true, templates: true, calendar: true },
  flags: { elearnings: true, riskAssessments: true, templates: true, calendar: false },
};
