import type { LicenseeSessionContext, SessionContext } from '../context';
import { prepared, type Queryable } from '../db';

/**
 * Small SQL building blocks every module's queries share. Queries are written with the {@link sql}
 * tag: every interpolated value becomes a parameter, so a value can never become SQL text; SQL
 * text comes only from the tag's literal parts, from other fragments, and from
 * {@link sqlIdentifier} (checked to be a plain name).
 */

/** The client a query runs for (the session's), bound where the query names {@link CLIENT}. */
export type ClientRef = Pick<SessionContext, 'clientId'>;

/** Marks, in a client query, where the session's client id goes: `WHERE m.client_id = ${CLIENT}`. */
export const CLIENT: unique symbol = Symbol('the session client');

/** The licensee a back-office query runs for (the staff session's), bound where it names {@link LICENSEE}. */
export type LicenseeRef = Pick<LicenseeSessionContext, 'licenseeId'>;

/** Marks, in a back-office query, where the staff session's licensee id goes: `WHERE c.licensee_id = ${LICENSEE}`. */
export const LICENSEE: unique symbol = Symbol('the session licensee');

/** The tenant a query is scoped to: a client's or a licensee's (decision 0013). */
export type TenantRef = ClientRef | LicenseeRef;

/** A tenant's marker. */
type TenantMarker = typeof CLIENT | typeof LICENSEE;

/** How a refusal names each marker: the tenant, the runner that binds it, the condition it wants. */
const MARKER_WORDS: Readonly<Record<TenantMarker, { tenant: string; runner: string; condition: string }>> = {
  [CLIENT]: { tenant: 'client', runner: 'clientRows', condition: 'client_id = ${CLIENT}' },
  [LICENSEE]: { tenant: 'licensee', runner: 'licenseeRows', condition: 'licensee_id = ${LICENSEE}' },
};

/** A bound value that picks rows by key, found the same way whatever it is (see {@link Sql.key}). */
class KeyValue {
  constructor(readonly value: unknown) {}
}

/** A query or a piece of one: SQL text with its values kept apart. Made only by {@link sql}. */
export class Sql {
  private constructor(
    private readonly texts: readonly string[],
    private readonly values: readonly unknown[],
    private readonly preparedOnce = false,
  ) {}

  /** The tag: literal parts are SQL text, `Sql` values are inlined, every other value a parameter. */
  static tag(texts: TemplateStringsArray, ...values: unknown[]): Sql {
    return new Sql(texts, values);
  }

  /** The fragments joined by `separator` (`, ` by default). */
  static join(parts: readonly Sql[], separator: Sql = Sql.tag`, `): Sql {
    if (parts.length === 0) return Sql.tag``;
    const values: unknown[] = [parts[0]];
    for (const part of parts.slice(1)) values.push(separator, part);
    return new Sql(['', ...values.slice(1).map(() => ''), ''], values);
  }

  /** A name (table, column) as SQL text: only letters, digits and underscores, so it can carry no value. */
  static identifier(name: string): Sql {
    if (!/^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/.test(name)) throw new Error(`Not an SQL identifier: ${name}`);
    return new Sql([name], []);
  }

  /** A column name in double quotes, keeping its case (`"next7Days"`): only letters and digits. */
  static alias(name: string): Sql {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`Not an SQL alias: ${name}`);
    return new Sql([`"${name}"`], []);
  }

  /**
   * A non-negative integer as SQL text (a page's LIMIT and OFFSET): checked to be digits alone, so
   * it can carry nothing else. An offset past 2^53 (a page number near the largest a request may
   * send) is written rounded; any such page is empty.
   */
  static integer(value: number): Sql {
    const text = String(value);
    if (typeof value !== 'number' || !/^\d+$/.test(text)) throw new Error(`Not a non-negative integer: ${text}`);
    return new Sql([text], []);
  }

  /**
   * A value bound as a parameter that picks rows by a key every value of which is read the same
   * way (an admin's kept scope of the standings: the same index, walked in the same order), so a
   * statement's best plan does not depend on it: one binding only such keys besides its tenant
   * may be prepared ({@link Sql.bindsOnlyTenantAndKeys}).
   */
  static key(value: unknown): Sql {
    return new Sql(['', ''], [new KeyValue(value)]);
  }

  /**
   * This query, prepared once per connection on PostgreSQL: only for statements whose best plan
   * does not depend on their values (lookups by key; see db/prepared.ts).
   */
  prepare(): Sql {
    return new Sql(this.texts, this.values, true);
  }

  /** Whether the fragment binds no value but its tenant and keys ({@link Sql.key}): its plan cannot depend on a filter's value. */
  bindsOnlyTenantAndKeys(): boolean {
    return this.values.every(
      (value) =>
        value === CLIENT || value === LICENSEE || value instanceof KeyValue || (value instanceof Sql && value.bindsOnlyTenantAndKeys()),
    );
  }

  /**
   * The text with `$n` placeholders and its values. The tenant's marker ({@link CLIENT} by
   * default, or {@link LICENSEE}) becomes `$1` when `tenant` is given; the other marker, or any
   * marker without a tenant, is refused.
   */
  render(tenant?: string, marker: TenantMarker = CLIENT): { text: string; values: unknown[]; namesTenant: boolean } {
    const values: unknown[] = tenant === undefined ? [] : [tenant];
    let namesTenant = false;
    const write = (fragment: Sql): string => {
      let text = fragment.texts[0] ?? '';
      fragment.values.forEach((value, index) => {
        if (value instanceof Sql) text += write(value);
        else if (value === CLIENT || value === LICENSEE) {
          if (tenant === undefined || value !== marker) {
            const { tenant: named, runner } = MARKER_WORDS[value];
            throw new Error(`This query names the ${named} but runs without it: run it with ${runner}`);
          }
          namesTenant = true;
          text += '$1';
        } else {
          values.push(value instanceof KeyValue ? value.value : value);
          text += `$${values.length}`;
        }
        text += fragment.texts[index + 1] ?? '';
      });
      return text;
    };
    const text = write(this);
    return { text: this.preparedOnce ? prepared(text) : text, values, namesTenant };
  }
}

/** Writes a query or fragment: `sql\`SELECT … WHERE id = ${id}\``. */
export const sql = Sql.tag;
/** See {@link Sql.join}. */
export const joinSql = Sql.join;
/** See {@link Sql.identifier}. */
export const sqlIdentifier = Sql.identifier;
/** See {@link Sql.alias}. */
export const sqlAlias = Sql.alias;
/** See {@link Sql.integer}. */
export const sqlInteger = Sql.integer;
/** See {@link Sql.key}. */
export const sqlKey = Sql.key;

/** Runs a query that names no client (a lookup by a key already checked to be the client's, a link table). */
export async function sqlRows<Row>(db: Queryable, query: Sql): Promise<Row[]> {
  const { text, values } = query.render();
  return db.query<Row>(text, values);
}

/** The first row of a query that names no client, or undefined. */
export async function sqlRow<Row>(db: Queryable, query: Sql): Promise<Row | undefined> {
  const [row] = await sqlRows<Row>(db, query);
  return row;
}

/** Runs a query that must name `marker`, bound to `id`; a query that does not is refused before it runs. */
function rowsOfTenant<Row>(db: Queryable, marker: TenantMarker, id: string, query: Sql): Promise<Row[]> {
  const { text, values, namesTenant } = query.render(id, marker);
  if (!namesTenant) {
    const { tenant, condition } = MARKER_WORDS[marker];
    throw new Error(`A query of a ${tenant} must filter by it (${condition})`);
  }
  return db.query<Row>(text, values);
}

/** Runs a client query: it must name {@link CLIENT}, which is bound to the session's client. */
export async function clientRows<Row>(db: Queryable, client: ClientRef, query: Sql): Promise<Row[]> {
  return rowsOfTenant(db, CLIENT, client.clientId, query);
}

/** Runs a back-office query: it must name {@link LICENSEE}, which is bound to the staff session's licensee. */
export async function licenseeRows<Row>(db: Queryable, licensee: LicenseeRef, query: Sql): Promise<Row[]> {
  return rowsOfTenant(db, LICENSEE, licensee.licenseeId, query);
}

/** Runs a query of a client or of a licensee (a list either may page): it must name that tenant's marker. */
export async function tenantRows<Row>(db: Queryable, tenant: TenantRef, query: Sql): Promise<Row[]> {
  return 'clientId' in tenant ? rowsOfTenant(db, CLIENT, tenant.clientId, query) : rowsOfTenant(db, LICENSEE, tenant.licenseeId, query);
}

/** A timestamp as the API writes it: ISO 8601 in UTC, alike on PostgreSQL and PGlite. */
export const isoTime = (column: Sql): Sql => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Forms send '' for an emptied optional field; the database keeps "none" as null. */
export const blankToNull = (value: string | null): string | null => (value === null || value === '' ? null : value);

/** Escapes LIKE wildcards, so a search for "50%" finds "50%" and not everything. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** LIKE pattern for "starts with", lowercased to match the lowercase keys and indexes. */
export const prefixPattern = (text: string): string => `${escapeLike(text.toLowerCase())}%`;

/** LIKE pattern for "contains" (small lists only: it cannot use an index). */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** SQL condition: any of the columns contains the search (case-insensitive); TRUE without one. */
export function containsSearch(search: string | undefined, columns: readonly Sql[]): Sql {
  if (!search) return sql`TRUE`;
  const pattern = containsPattern(search);
  return sql`(${joinSql(
    columns.map((column) => sql`${column} ILIKE ${pattern}`),
    sql` OR `,
  )})`;
}

/** Sort direction as SQL; anything but 'desc' sorts ascending (docs/product.md §9 default). */
export const sqlDirection = (direction: 'asc' | 'desc'): Sql => (direction === 'desc' ? sql`DESC` : sql`ASC`);

/** ORDER BY list of allow-listed column expressions, every one in the same direction. */
export const orderBy = (columns: readonly Sql[], direction: 'asc' | 'desc'): Sql =>
  joinSql(columns.map((column) => sql`${column} ${sqlDirection(direction)}`));

/** Whether a database error is a unique-index violation (same SQLSTATE on PostgreSQL and PGlite). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
