import type { ErrorCode } from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { auditAdmin, auditAdminChange } from '../../lib/admin-audit';
import { CLIENT, clientRows, isUniqueViolation, joinSql, sql, sqlIdentifier } from '../../lib/sql';
import { assertEntityInScope, type MemberLink } from './member-links';
import { identifierTaken } from './queries';

/**
 * How one kind of entity (org unit, location, member group) is written: its columns, its
 * identifier and what else must hold. Create and update of all three run through
 * {@link createEntity} and {@link updateEntity}, so the transaction, the identifier rule,
 * the clash handling and the audit entry are written once.
 */
export interface EntityWrite<Fields> {
  link: Pick<MemberLink, 'entity' | 'notFound' | 'inScope'>;
  identifierOf: (fields: Fields) => string;
  /** Error of a taken identifier. */
  identifierExists: ErrorCode;
  /** Errors of other unique indexes, by index name (e.g. the one root org unit). */
  otherConstraints?: Record<string, ErrorCode>;
  /** Table columns in the order `values` answers them. */
  columns: readonly string[];
  values: (fields: Fields) => unknown[];
  /** Rules beyond the identifier; `id` is null on create. */
  check?: (tx: Queryable, session: SessionContext, fields: Fields, id: string | null) => Promise<void>;
  /** Writes what lives beside the row (responsible people, default assignments). */
  afterSave?: (tx: Queryable, session: SessionContext, id: string, fields: Fields) => Promise<void>;
}

/** A unique violation that slipped past the check (a concurrent write) still answers as the clash it is. */
async function clashAsError<T>(write: EntityWrite<never>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const constraint = typeof error === 'object' && error !== null && 'constraint' in error ? String(error.constraint) : '';
    throw new ApiError(400, write.otherConstraints?.[constraint] ?? write.identifierExists);
  }
}

async function checkEntity<Fields>(
  tx: Queryable,
  session: SessionContext,
  write: EntityWrite<Fields>,
  fields: Fields,
  id: string | null,
): Promise<void> {
  if (await identifierTaken(tx, session, write.link.entity, write.identifierOf(fields), id))
    throw new ApiError(400, write.identifierExists);
  await write.check?.(tx, session, fields, id);
}

/** Creates the entity in one transaction and answers its id. */
export function createEntity<Fields>(db: Database, session: SessionContext, write: EntityWrite<Fields>, fields: Fields): Promise<string> {
  const table = write.link.entity;
  return db.transaction(async (tx) => {
    await checkEntity(tx, session, write, fields, null);
    const columns = joinSql(write.columns.map(sqlIdentifier));
    const values = joinSql(write.values(fields).map((value) => sql`${value}`));
    const [row] = await clashAsError(write as EntityWrite<never>, () =>
      clientRows<{ id: string }>(
        tx,
        session,
        sql`INSERT INTO ${sqlIdentifier(table)} (client_id, ${columns}) VALUES (${CLIENT}, ${values}) RETURNING id`,
      ),
    );
    if (!row) throw new Error(`${table} insert returned no row`);
    await write.afterSave?.(tx, session, row.id, fields);
    await auditAdmin(tx, session, {
      action: `${table}.create`,
      entity: table,
      entityId: row.id,
      details: { fields: Object.keys(fields as object) },
    });
    return row.id;
  });
}

/** The columns an entity's write saves, as stored (by column name); `lock`ed for the write's transaction. */
async function storedColumns<Fields>(
  tx: Queryable,
  session: SessionContext,
  write: EntityWrite<Fields>,
  uuid: string,
  lock = false,
): Promise<Record<string, unknown>> {
  const pairs = joinSql(write.columns.map((column) => sql`${column}::text, ${sqlIdentifier(column)}`));
  const [row] = await clientRows<{ values: Record<string, unknown> }>(
    tx,
    session,
    sql`SELECT json_build_object(${pairs}) AS values FROM ${sqlIdentifier(write.link.entity)}
         WHERE client_id = ${CLIENT} AND id = ${uuid} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row?.values ?? {};
}

/** Saves the entity (the client's and within the caller's scope, else 404) in one transaction. */
export async function updateEntity<Fields>(
  db: Database,
  session: SessionContext,
  write: EntityWrite<Fields>,
  uuid: string,
  fields: Fields,
): Promise<void> {
  const table = write.link.entity;
  await db.transaction(async (tx) => {
    await assertEntityInScope(tx, session, write.link, uuid);
    // The company's structure, not a person's data: its log keeps the columns before and after.
    await auditAdminChange(
      tx,
      session,
      { action: `${table}.update`, entity: table, entityId: uuid },
      (lock) => storedColumns(tx, session, write, uuid, lock),
      async () => {
        await checkEntity(tx, session, write, fields, uuid);
        const values = write.values(fields);
        const assignments = joinSql(write.columns.map((column, index) => sql`${sqlIdentifier(column)} = ${values[index]}`));
        await clashAsError(write as EntityWrite<never>, () =>
          clientRows(tx, session, sql`UPDATE ${sqlIdentifier(table)} SET ${assignments} WHERE client_id = ${CLIENT} AND id = ${uuid}`),
        );
        await write.afterSave?.(tx, session, uuid, fields);
      },
    );
  });
}
