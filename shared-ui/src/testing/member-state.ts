import { FEATURE_FLAG_DEFAULTS, type MemberState, type Role } from '@compliance/shared-contracts';

/** Options of testMemberState. */
export interface TestMemberStateOptions {
  role?: Role;
  permissions?: string[];
  details?: Partial<MemberState['memberDetails']>;
}

/** The state of a signed-in member for tests (Anna Ahrens of Demo GmbH, a member unless told otherwise). */
export function testMemberState({ role = 'member', permissions = [], details = {} }: TestMemberStateOptions = {}): MemberState {
  return {
    member: { uuid: '8a4f8a4e-1c1f-4c55-9b1a-2f0e4b1c2d3e', email: 'anna.ahrens@example.com', roleIdentifier: role, permissions },
    memberDetails: {
      firstName: 'Anna',
      lastName: 'Ahrens',
      birthDate: null,
      phoneNumber: '+49 30 1234567',
      mobileNumber: null,
      specialAttributes: [],
      gender: 'f',
      street: null,
      additionalAddress: null,
      postalCode: null,
      city: null,
      country: null,
      externalCompany: null,
      username: 'anna.ahrens',
      role,
      ...details,
    },
    featureFlags: { ...FEATURE_FLAG_DEFAULTS },
    client: { uuid: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b', clientIdentifier: 'demo-gmbh', name: 'Demo GmbH' },
    supportSession: false,
  };
}
