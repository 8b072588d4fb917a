import { grantsScope, mayActOn, PERMISSIONS, type MemberRole } from '@compliance/shared-contracts';
import type { SessionContext } from '../context';
import { ApiError } from '../errors';

/**
 * Who may act on whom (docs/roles.md "Who may act on whom"). The role table says which endpoints a
 * role may call; this says on which accounts and responsibilities. Every endpoint that
 * touches another account or a responsibility asks here, so the rule lives in one place.
 *
 * - Nobody acts on an account whose role ranks above their own; only admins and super-admins
 *   act on admins, only super-admins on super-admins.
 * - Loc-admins and ou-admins act only on members (the lowest rank) inside their scope.
 * - Advisors (role `user`) and members act on nobody.
 * - Scope is granted, never taken: only admins and super-admins add members from outside a
 *   unit or location to it, make a unit the default one, or change who is responsible.
 *
 * `mayActOn` and `grantsScope` live in shared-contracts, so the UI hides what this refuses.
 */

type Actor = Pick<SessionContext, 'permissions'>;

/** Refuses with 403 `Member.OutOfReach` unless the session may act on every one of the target roles. */
export function assertMayActOn(session: Pick<SessionContext, 'role'>, targets: readonly MemberRole[]): void {
  if (targets.some((target) => !mayActOn(session.role, target))) throw new ApiError(403, 'Member.OutOfReach');
}

/** Refuses with 403 `Role.AdminsOnly` unless the session grants scope. */
export function assertGrantsScope(session: Pick<SessionContext, 'role'>): void {
  if (!grantsScope(session.role)) throw new ApiError(403, 'Role.AdminsOnly');
}

/**
 * Whether the actor may give an account this role: super-admins only by the company owner's
 * permission, other roles by whoever may create members.
 */
export function mayGiveRole(actor: Actor, role: MemberRole): boolean {
  if (role === 'super-admin') return actor.permissions.includes(PERMISSIONS.member.createSuperAdmin);
  return actor.permissions.includes(PERMISSIONS.member.create);
}

/** Refuses with 403 `Role.NotAllowed` unless the session may give every one of the roles. */
export function assertMayGiveRole(actor: Actor, ...roles: MemberRole[]): void {
  if (roles.some((role) => !mayGiveRole(actor, role))) throw new ApiError(403, 'Role.NotAllowed');
}

/** Whether two lists of uuids name the same set (a form sends responsible people in any order). */
export function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((value) => right.has(value));
}
