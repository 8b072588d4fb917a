import type { MemberListRow } from '@compliance/shared-contracts/browser';

/** Two members of the tests' member list. */
export const MEMBERS: MemberListRow[] = [
  {
    uuid: '11111111-1111-4111-8111-111111111111',
    firstName: 'Anna',
    lastName: 'Ahrens',
    status: 'active',
    lastLoginAt: null,
    email: 'anna@example.com',
    roleIdentifier: 'admin',
    username: 'anna.ahrens',
  },
  {
    uuid: '22222222-2222-4222-8222-222222222222',
    firstName: 'Bernd',
    lastName: 'Bauer',
    status: 'deactivated',
    lastLoginAt: '2024-03-01T10:00:00.000Z',
    email: null,
    roleIdentifier: 'member',
    username: 'bernd.bauer',
  },
];

/** An org unit as filter option and typeahead choice. */
export const ORG_UNIT = {
  uuid: '33333333-3333-4333-8333-333333333333',
  orgUnitIdentifier: 'vertrieb',
  orgUnitName: 'Vertrieb',
  isRoot: false,
  isDefault: false,
  parentUuid: null,
  memberCount: 3,
  accountables: [],
  admins: [],
};
