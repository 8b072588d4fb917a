import type { SessionContext } from '../context';
import type { SqlParams } from './sql';

/**
 * Data scoping of docs/architecture.md §5: a loc-admin administers only the members of the locations
 * they are responsible for, an ou-admin only the members of the org units they administer
 * (org_unit_admin kind 'admin'). Everyone else allowed in by the role table sees the client.
 */
export type Scope = { kind: 'client' } | { kind: 'locations'; memberId: string } | { kind: 'org-units'; memberId: string };

/** The scope of the session's member. */
export function scopeOf(session: SessionContext): Scope {
  if (session.memberId !== null && session.role === 'loc-admin') return { kind: 'locations', memberId: session.memberId };
  if (session.memberId !== null && session.role === 'ou-admin') return { kind: 'org-units', memberId: session.memberId };
  return { kind: 'client' };
}

/** SQL condition: the member `alias` is within the scope. */
export function memberInScope(scope: Scope, params: SqlParams, alias = 'm'): string {
  if (scope.kind === 'client') return 'TRUE';
  const actor = params.add(scope.memberId);
  if (scope.kind === 'locations') {
    return `EXISTS (SELECT 1 FROM location_member lm JOIN location_responsible lr ON lr.location_id = lm.location_id
                     WHERE lm.member_id = ${alias}.id AND lr.member_id = ${actor})`;
  }
  return `EXISTS (SELECT 1 FROM org_unit_member om JOIN org_unit_admin oa ON oa.org_unit_id = om.org_unit_id AND oa.kind = 'admin'
                   WHERE om.member_id = ${alias}.id AND oa.member_id = ${actor})`;
}

/** SQL condition: the location `alias` is within the scope (loc-admins: their own locations). */
export function locationInScope(scope: Scope, params: SqlParams, alias = 'l'): string {
  if (scope.kind !== 'locations') return 'TRUE';
  return `EXISTS (SELECT 1 FROM location_responsible lr WHERE lr.location_id = ${alias}.id AND lr.member_id = ${params.add(scope.memberId)})`;
}

/** SQL condition: the org unit `alias` is within the scope (ou-admins: the units they administer). */
export function orgUnitInScope(scope: Scope, params: SqlParams, alias = 'o'): string {
  if (scope.kind !== 'org-units') return 'TRUE';
  return `EXISTS (SELECT 1 FROM org_unit_admin oa WHERE oa.org_unit_id = ${alias}.id AND oa.kind = 'admin' AND oa.member_id = ${params.add(scope.memberId)})`;
}
