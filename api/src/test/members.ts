import { hashPassword, type BodyInputOf, type createMemberEndpoint } from '@compliance/shared-contracts';

/** The password `newMemberBody` gives new members. */
export const NEW_MEMBER_PASSWORD = 'Start-Passw0rd!';

type CreateMemberBody = BodyInputOf<typeof createMemberEndpoint>;

/**
 * A create-member body with every field filled plausibly, for tests; `overrides` win. The
 * contract types the fields it knows; others pass as they are (for the endpoints that take more).
 */
export const newMemberBody = (username: string, overrides: Partial<CreateMemberBody> & Record<string, unknown> = {}): CreateMemberBody => ({
  ...plausibleMember(username),
  ...overrides,
});

const plausibleMember = (username: string): CreateMemberBody => ({
  firstName: 'Nina',
  lastName: 'Neu',
  email: `${username}@members.example`,
  username,
  roleIdentifier: 'member',
  birthDate: null,
  phoneNumber: null,
  mobileNumber: null,
  street: null,
  additionalAddress: null,
  postalCode: '10115',
  city: 'Berlin',
  externalCompany: null,
  initialPassword: hashPassword(NEW_MEMBER_PASSWORD),
});
