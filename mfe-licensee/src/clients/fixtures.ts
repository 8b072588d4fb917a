import type { LicenseeClientDetails, LicenseeClientRow } from '@compliance/shared-contracts/browser';

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
};

/** A deactivated client nobody signed into: Acme in Köln. */
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
};
