import type { FastifyInstance } from 'fastify';
import type { EntityMemberRow, ErrorCode } from '@compliance/shared-contracts';
import { type assignMembersToGroupEndpoint, type memberGroupMemberListEndpoint } from '@compliance/shared-contracts';
import type { Database, Queryable } from '../../db';
import type { SessionContext } from '../../context';
import { ApiError } from '../../errors';
import { requireSession, type ClientTable } from '../../plugins/client-scope';
import { registerEndpoint, SUCCESS } from '../../route';
import { auditAdmin } from '../../lib/admin-audit';
import { findMembersToActOn, memberSearchCondition, pageOfMembers, type MemberSortColumn } from '../../lib/members';
import { memberInScope, scopeOf, type Scope } from '../../lib/scope';
import { CLIENT, clientRows, joinSql, sql, sqlIdentifier, sqlRows, type Sql } from '../../lib/sql';

/**
 * An entity members belong to (org unit, location, member group): its table, the link table
 * and how the scope limits it. The members tab, assign and remove work alike for all three.
 */
export interface MemberLink {
  /** The entity's table; also the audit entity name. */
  entity: Extract<ClientTable, 'org_unit' | 'location' | 'member_group'>;
  /** The link table (entity id, member_id). */
  linkTable: 'org_unit_member' | 'location_member' | 'member_group_member';
  entityColumn: 'org_unit_id' | 'location_id' | 'member_group_id';
  notFound: ErrorCode;
  /** SQL condition: the entity `alias` is within the scope. */
  inScope: (scope: Scope, alias: string) => Sql;
}

/** The entity, if it is the client's and within the scope; 404 with the entity's code otherwise. */
export async function assertEntityInScope(
  db: Queryable,
  session: SessionContext,
  link: Pick<MemberLink, 'entity' | 'notFound' | 'inScope'>,
  uuid: string,
): Promise<void> {
  const rows = await clientRows(
    db,
    session,
    sql`SELECT 1 FROM ${sqlIdentifier(link.entity)} e WHERE e.client_id = ${CLIENT} AND e.id = ${uuid} AND ${link.inScope(scopeOf(session), 'e')}`,
  );
  if (rows.length === 0) throw new ApiError(404, link.notFound);
}

/** One page of the entity's active members the scope allows. */
function listLinkedMembers(
  db: Database,
  session: SessionContext,
  link: MemberLink,
  body: {
    uuid: string;
    page: number;
    perPage: number;
    sortBy?: MemberSortColumn | undefined;
    sortDirection: 'asc' | 'desc';
    filter: { search?: string | undefined };
  },
) {
  const where = [
    sql`m.client_id = ${CLIENT}`,
    sql`m.archived_at IS NULL`,
    sql`EXISTS (SELECT 1 FROM ${sqlIdentifier(link.linkTable)} f WHERE f.member_id = m.id AND f.${sqlIdentifier(link.entityColumn)} = ${body.uuid})`,
    memberSearchCondition(body.filter.search),
    memberInScope(scopeOf(session)),
  ];
  return pageOfMembers<EntityMemberRow>(db, session, {
    where: joinSql(where, sql` AND `),
    searching: Boolean(body.filter.search),
    sortBy: body.sortBy ?? 'lastName',
    direction: body.sortDirection,
    page: body,
    columns: sql`m.id AS uuid, d.first_name AS "firstName", d.last_name AS "lastName", m.email, m.username, m.role AS "roleIdentifier"`,
    changes: db.changes,
    linked: true,
  });
}

/** Adds the members to the entity (existing links are kept) and answers how many were new. */
export async function linkMembers(tx: Queryable, link: MemberLink, entityId: string, memberIds: readonly string[]): Promise<number> {
  const [row] = await sqlRows<{ added: number }>(
    tx,
    sql`WITH added AS (
          INSERT INTO ${sqlIdentifier(link.linkTable)} (${sqlIdentifier(link.entityColumn)}, member_id)
          SELECT ${entityId}, unnest(${[...new Set(memberIds)]}::uuid[])
          ON CONFLICT DO NOTHING RETURNING 1)
        SELECT count(*)::int AS added FROM added`,
  );
  return row?.added ?? 0;
}

/** The list, assign and remove contracts of one entity (their shapes are alike). */
interface MemberLinkEndpoints {
  list: typeof memberGroupMemberListEndpoint;
  assign: typeof assignMembersToGroupEndpoint;
  remove: typeof assignMembersToGroupEndpoint;
}

/** Registers the members tab, assign and remove of one entity. */
export function registerMemberLinkEndpoints(app: FastifyInstance, link: MemberLink, endpoints: MemberLinkEndpoints): void {
  registerEndpoint(app, endpoints.list, async (request) => {
    const session = requireSession(request);
    await assertEntityInScope(app.db, session, link, request.body.uuid);
    return listLinkedMembers(app.db, session, link, request.body);
  });

  const change =
    (action: 'assign-members' | 'remove-members') =>
    async (request: { body: { uuid: string; memberUuids: string[] } } & Parameters<typeof requireSession>[0]) => {
      const session = requireSession(request);
      const { uuid, memberUuids } = request.body;
      await app.db.transaction(async (tx) => {
        await assertEntityInScope(tx, session, link, uuid);
        // Scope is granted, never taken: a scoped admin links only members already in their
        // scope (404 for others, as for any member they cannot see), and only those they may act on.
        await findMembersToActOn(tx, session, scopeOf(session), memberUuids);
        const count =
          action === 'assign-members'
            ? await linkMembers(tx, link, uuid, memberUuids)
            : (
                await sqlRows(
                  tx,
                  sql`DELETE FROM ${sqlIdentifier(link.linkTable)}
                       WHERE ${sqlIdentifier(link.entityColumn)} = ${uuid} AND member_id = ANY(${memberUuids}::uuid[]) RETURNING 1`,
                )
              ).length;
        await auditAdmin(tx, session, {
          action: `${link.entity}.${action}`,
          entity: link.entity,
          entityId: uuid,
          details: { members: count },
        });
      });
      return SUCCESS;
    };
  registerEndpoint(app, endpoints.assign, change('assign-members'));
  registerEndpoint(app, endpoints.remove, change('remove-members'));
}
