import type { MemberListRow } from '@compliance/shared-contracts/browser';

/**
 * A row of the member list as the API sends it: an active admin without e-mail who never signed
 * in, with the given name and uuid; `fields` set anything else.
 */
export function testMemberRow(uuid: string, firstName: string, lastName: string, fields: Partial<MemberListRow> = {}): MemberListRow {
  return {
    uuid,
    firstName,
    lastName,
    status: 'active',
    lastLoginAt: null,
    email: null,
    roleIdentifier: 'admin',
    username: `${firstName}.${lastName}`.toLowerCase(),
    ...fields,
  };
}
