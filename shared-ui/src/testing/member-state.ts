import {
  FEATURE_FLAG_DEFAULTS,
  permissionsForRole,
  type LicenseeRole,
  type LicenseeStaffState,
  type MemberState,
  type Role,
} from '@compliance/shared-contracts';

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

/** The state of a member of the licensee's staff signed into the back office, for tests (Leonie Lizenz, licensee admin unless told otherwise). */
export function testStaffState(role: LicenseeRole = 'licensee-admin'): LicenseeStaffState {
  return {
    staff: {
      uuid: '7b0f7c52-9e57-4f7c-9d3c-4c1f1b9f0a11',
      username: 'licenseeadmin',
      email: 'admin@demo-licensee.example',
      firstName: 'Leonie',
      lastName: 'Lizenz',
      roleIdentifier: role,
      permissions: permissionsForRole(role),
    },
    licensee: { uuid: 'c1d7a4c6-2f0e-4a53-9b0a-2d6f3f1c8e21', identifier: 'demo-licensee', name: 'Demo Licensee' },
  };
}
