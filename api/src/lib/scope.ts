import type { SessionContext } from '../context';
import type { Queryable } from '../db';
import { CLIENT, clientRows, sql, sqlIdentifier, type ClientRef, type Sql } from './sql';

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

/** The ids of the org units the ou-admin `adminId` administers, as a subquery. */
export const unitsAdministeredBy = (adminId: string): Sql =>
  sql`SELECT oa.org_unit_id FROM org_unit_admin oa WHERE oa.member_id = ${adminId} AND oa.kind = 'admin'`;

/** The ids of the members of the org units the ou-admin `adminId` administers: their scope, as a subquery. */
const membersOfAdministeredUnits = (adminId: string): Sql =>
  sql`SELECT om.member_id FROM org_unit_member om WHERE om.org_unit_id IN (${unitsAdministeredBy(adminId)})`;

/**
 * The ids of what a narrower scope administers: a loc-admin's locations, an ou-admin's org units
 * (none for the client's scope, which administers the whole).
 */
export async function readAdministeredIds(db: Queryable, client: ClientRef, scope: Scope): Promise<string[]> {
  if (scope.kind === 'client') return [];
  const rows = await clientRows<{ id: string }>(
    db,
    client,
    scope.kind === 'locations'
      ? sql`SELECT l.id FROM location_responsible lr JOIN location l ON l.id = lr.location_id
             WHERE lr.member_id = ${scope.memberId} AND l.client_id = ${CLIENT} ORDER BY l.id`.prepare()
      : sql`SELECT o.id FROM org_unit o WHERE o.client_id = ${CLIENT} AND o.id IN (${unitsAdministeredBy(scope.memberId)}) ORDER BY o.id`.prepare(),
  );
  return rows.map((row) => row.id);
}

/** SQL condition: the member `alias` is within the scope. */
export function memberInScope(scope: Scope, alias = 'm'): Sql {
  if (scope.kind === 'client') return sql`TRUE`;
  const member = sqlIdentifier(alias);
  if (scope.kind === 'locations') {
    return sql`EXISTS (SELECT 1 FROM location_member lm JOIN location_responsible lr ON lr.location_id = lm.location_id
                        WHERE lm.member_id = ${member}.id AND lr.member_id = ${scope.memberId})`;
  }
  return sql`${member}.id IN (${membersOfAdministeredUnits(scope.memberId)})`;
}

/** SQL condition: the location `alias` is within the scope (loc-admins: their own locations). */
export function locationInScope(scope: Scope, alias = 'l'): Sql {
  if (scope.kind !== 'locations') return sql`TRUE`;
  return sql`EXISTS (SELECT 1 FROM location_responsible lr WHERE lr.location_id = ${sqlIdentifier(alias)}.id AND lr.member_id = ${scope.memberId})`;
}

/** SQL condition: the org unit `alias` is within the scope (ou-admins: the units they administer). */
export function orgUnitInScope(scope: Scope, alias = 'o'): Sql {
  if (scope.kind !== 'org-units') return sql`TRUE`;
  return sql`EXISTS (SELECT 1 FROM org_unit_admin oa WHERE oa.org_unit_id = ${sqlIdentifier(alias)}.id AND oa.kind = 'admin' AND oa.member_id = ${scope.memberId})`;
}

/** SQL condition: the risk assessment `alias` is within the scope (ou-admins: assigned to a unit they administer). */
export function assessmentInScope(scope: Scope, alias = 'a'): Sql {
  if (scope.kind !== 'org-units') return sql`TRUE`;
  return sql`EXISTS (SELECT 1 FROM risk_assessment_assignment sx JOIN org_unit_admin oa ON oa.org_unit_id = sx.org_unit_id AND oa.kind = 'admin'
                      WHERE sx.risk_assessment_id = ${sqlIdentifier(alias)}.id AND oa.member_id = ${scope.memberId})`;
}
