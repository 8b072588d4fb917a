import { hashPassword } from '@compliance/shared-contracts';

/** The password `newMemberBody` gives new members. */
export const NEW_MEMBER_PASSWORD = 'Start-Passw0rd!';

/** A create-member body with every field filled plausibly, for tests; `overrides` win. */
export const newMemberBody = (username: string, overrides: Record<string, unknown> = {}) => ({
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
  ...overrides,
});
