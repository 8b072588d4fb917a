import { grantsScope, mayActOn, MEMBER_ROLES, permissionsForRole, ROLES, type MemberRole, type Role } from '@compliance/shared-contracts';
import { mayGiveRole, sameSet } from './authority';

// The "Who may act on whom" table of docs/roles.md, row by row.
const ACTS_ON: Record<Role, readonly MemberRole[]> = {
  'super-admin': ['super-admin', 'admin', 'loc-admin', 'ou-admin', 'member'],
  admin: ['admin', 'loc-admin', 'ou-admin', 'member'],
  'loc-admin': ['member'],
  'ou-admin': ['member'],
  member: [],
  user: [],
  'licensee-admin': [],
  'licensee-advisor': [],
};

describe('who may act on whom', () => {
  it.each(ROLES)('%s acts on exactly the roles of the table', (actor) => {
    expect(MEMBER_ROLES.filter((target) => mayActOn(actor, target))).toEqual(ACTS_ON[actor]);
  });

  it('lets only admins and super-admins grant scope', () => {
    expect(ROLES.filter(grantsScope)).toEqual(['super-admin', 'admin']);
  });

  it('gives super-admin only with the owner permission, other roles with create-member', () => {
    const gives = (actor: Role) => MEMBER_ROLES.filter((role) => mayGiveRole({ permissions: permissionsForRole(actor) }, role));
    expect(gives('super-admin')).toEqual([...MEMBER_ROLES]);
    expect(gives('admin')).toEqual(['admin', 'loc-admin', 'ou-admin', 'member']);
    for (const actor of ['loc-admin', 'ou-admin', 'member', 'user'] as const) expect(gives(actor)).toEqual([]);
  });

  it('compares uuid lists as sets', () => {
    expect(sameSet(['a', 'b'], ['b', 'a', 'a'])).toBe(true);
    expect(sameSet(['a'], ['a', 'b'])).toBe(false);
    expect(sameSet([], [])).toBe(true);
  });
});
