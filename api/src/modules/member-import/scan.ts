import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  hashPassword,
  MEMBER_IMPORT_MAX_REPORTED_ERRORS,
  MEMBER_IMPORT_MAX_ROWS,
  type MemberImportOptions,
  type MemberImportRowError,
} from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { mayGiveRole } from '../../lib/authority';
import { hashForStorage } from '../../security/passwords';
import { assignDefaultOrgUnits, COUNTED_MEMBERS } from '../../lib/membership';
import type { CsvDelimiter } from './csv-reader';
import { checkRecord, mapHeader, type ColumnMap, type ImportContext, type ImportRow } from './rows';
import { scanRecordsAnyEncoding, type ImportEncoding } from './store';
import { commonPasswords } from '../../security/common-passwords';
import { CLIENT, clientRows, sql, sqlIdentifier, sqlRows } from '../../lib/sql';

// One pass over a stored upload: each row checked against what the client already has
// (scanImport), and on import written in batches (ImportWriter) within the same pass.

/** The session as the import reads it: its client, and its permissions for the options it may use. */
type ImportSession = Pick<SessionContext, 'clientId' | 'permissions'>;

/** Login names read per query: a page's rows are parsed in one go on the server's thread. */
const LOGIN_NAMES_PER_PAGE = 5_000;

/**
 * Every username and e-mail of the client, lower case, read by keyset pagination over their
 * indexes (member_username, member_email) with a turn of the event loop between pages: a client
 * of 100,000 members has 200,000 of them, and reading them in one query held every other
 * tenant's requests for a second on the embedded database. Duplicate e-mails at a page's edge
 * are skipped by `>`, which a set of names does not miss.
 */
export async function takenLoginNames(
  db: Queryable,
  client: Pick<SessionContext, 'clientId'>,
  perPage = LOGIN_NAMES_PER_PAGE,
): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const name of [sql`lower(username)`, sql`lower(email)`]) {
    // NULL e-mails fail `>` and so stay out, as they must.
    for (let after = ''; ;) {
      const page = await clientRows<{ name: string }>(
        db,
        client,
        sql`SELECT ${name} AS name FROM member WHERE client_id = ${CLIENT} AND ${name} > ${after}
             ORDER BY ${name} LIMIT ${perPage}`,
      );
      for (const row of page) taken.add(row.name);
      if (page.length < perPage) break;
      after = page.at(-1)!.name;
      await nextTurn();
    }
  }
  return taken;
}

/** What the server knows for checking rows: the client's login names, org units, locations; the known passwords. */
export async function loadImportContext(
  db: Queryable,
  session: ImportSession,
  options: Pick<MemberImportOptions, 'passwordMode'>,
): Promise<ImportContext> {
  const orgUnits = await clientRows<{ identifier: string; id: string }>(
    db,
    session,
    sql`SELECT lower(identifier) AS identifier, id FROM org_unit WHERE client_id = ${CLIENT}`,
  );
  const locations = await clientRows<{ identifier: string; id: string }>(
    db,
    session,
    sql`SELECT lower(identifier) AS identifier, id FROM location WHERE client_id = ${CLIENT}`,
  );
  return {
    takenLoginNames: await takenLoginNames(db, session),
    orgUnitIds: new Map(orgUnits.map((row) => [row.identifier, row.id])),
    locationIds: new Map(locations.map((row) => [row.identifier, row.id])),
    mayCreateSuperAdmin: mayGiveRole(session, 'super-admin'),
    commonPasswords: options.passwordMode === 'byColumn' ? await commonPasswords() : null,
  };
}

/** The outcome of reading a whole upload. */
export interface ImportScan {
  delimiter: CsvDelimiter;
  encoding: ImportEncoding;
  columns: string[];
  totalRows: number;
  validRows: number;
  invalidRows: number;
  errors: MemberImportRowError[];
}

/**
 * Reads the stored upload once, checking every row; hands each valid row to `onValidRow`
 * (the import writes them, the check only counts them). Keeps at most
 * MEMBER_IMPORT_MAX_REPORTED_ERRORS problems, while the counts cover the whole file. A file
 * of more than MEMBER_IMPORT_MAX_ROWS rows is refused (`MemberImport.TooManyRows`) as soon as
 * the row after the limit is read.
 */
export async function scanImport(
  db: Queryable,
  upload: { id: string; encoding: ImportEncoding | null },
  options: MemberImportOptions,
  context: ImportContext,
  onValidRow?: (row: ImportRow) => Promise<void>,
): Promise<ImportScan> {
  // Writing rows and guessing the encoding must not mix: a retry would write rows twice.
  if (onValidRow && !upload.encoding) throw new Error('scanImport writes only uploads of a known encoding');
  let scan: Omit<ImportScan, 'delimiter' | 'encoding'>;
  const result = await scanRecordsAnyEncoding(db, upload.id, upload.encoding, () => {
    scan = { columns: [], totalRows: 0, validRows: 0, invalidRows: 0, errors: [] };
    const seen = new Set<string>();
    let columns: ColumnMap | undefined;
    return async (record, line) => {
      if (!columns) {
        scan.columns = record.map((name) => name.trim());
        const mapped = mapHeader(record, options);
        columns = mapped.columns;
        for (const column of mapped.missing) scan.errors.push({ row: 1, column, code: 'MemberImport.CsvNotProcessable' });
        return;
      }
      scan.totalRows += 1;
      if (scan.totalRows > MEMBER_IMPORT_MAX_ROWS) throw new ApiError(400, 'MemberImport.TooManyRows');
      const { row, errors } = checkRecord(record, line, columns, options, context, seen);
      if (!row) {
        scan.invalidRows += 1;
        const room = MEMBER_IMPORT_MAX_REPORTED_ERRORS - scan.errors.length;
        if (room > 0) scan.errors.push(...errors.slice(0, room));
        return;
      }
      scan.validRows += 1;
      if (onValidRow) await onValidRow(row);
    };
  });
  // `scan` is assigned by the factory before any record arrives.
  const finished = scan!;
  return { ...finished, delimiter: result.delimiter, encoding: result.encoding };
}

/** Whether a scan found the file unusable as a whole (missing columns) or any bad row. */
export const scanHasErrors = (scan: ImportScan): boolean => scan.errors.length > 0 || scan.invalidRows > 0;

export async function countedMembers(
  db: Queryable,
  client: Pick<SessionContext, 'clientId'>,
): Promise<{ memberCount: number; maxMembers: number }> {
  const [row] = await clientRows<{ member_count: number; max_members: number }>(
    db,
    client,
    sql`SELECT (${COUNTED_MEMBERS}) AS member_count, max_members FROM client WHERE id = ${CLIENT}`,
  );
  return { memberCount: row?.member_count ?? 0, maxMembers: row?.max_members ?? 0 };
}

/** Rows written per statement: big enough to be quick, small enough to keep memory flat. */
const WRITE_BATCH_ROWS = 1000;

/** A member written by the import, for the invitation mails afterwards. */
export interface ImportedMember {
  id: string;
  email: string | null;
  username: string;
  firstName: string;
  lastName: string;
}

/**
 * Collects valid rows and writes them in batches inside the caller's transaction. Passwords:
 * `initial` gives every member the one initial password (stored once with one salt: they all
 * share the same known secret, so separate salts would protect nothing), `byColumn` hashes
 * each row's own, `byEmail` and `noPassword` leave none.
 */
export class ImportWriter {
  private batch: ImportRow[] = [];
  private written = 0;
  readonly invitees: ImportedMember[] = [];

  constructor(
    private readonly tx: Queryable,
    private readonly clientId: string,
    private readonly passwordMode: MemberImportOptions['passwordMode'],
    private readonly initialStored: string | null,
    /** Called after each batch with the rows written so far (progress in the server log). */
    private readonly onBatchWritten: (written: number) => void = () => undefined,
  ) {}

  get count(): number {
    return this.written + this.batch.length;
  }

  async add(row: ImportRow): Promise<void> {
    this.batch.push(row);
    if (this.batch.length >= WRITE_BATCH_ROWS) await this.flush();
  }

  async flush(): Promise<void> {
    const rows = this.batch;
    if (rows.length === 0) return;
    this.batch = [];
    const ids = rows.map(() => randomUUID());
    const stored = await Promise.all(
      rows.map(async (row) => {
        if (this.passwordMode === 'initial') return this.initialStored;
        if (this.passwordMode === 'byColumn' && row.password !== null) return hashForStorage(hashPassword(row.password));
        return null;
      }),
    );
    const f = rows.map((row) => row.fields);
    const column = <T>(pick: (fields: ImportRow['fields']) => T): T[] => f.map(pick);
    await sqlRows(
      this.tx,
      sql`INSERT INTO member (id, client_id, username, email, role, password_hash, last_name_key, first_name_key)
       SELECT u.id, ${this.clientId}, u.username, u.email, u.role, u.password_hash, member_name_key(u.last_name), member_name_key(u.first_name)
         FROM unnest(${ids}::uuid[], ${column((x) => x.username)}::text[], ${column((x) => x.email)}::text[], ${column((x) => x.roleIdentifier)}::text[], ${stored}::text[], ${column((x) => x.lastName)}::text[], ${column((x) => x.firstName)}::text[])
           AS u(id, username, email, role, password_hash, last_name, first_name)`,
    );
    await sqlRows(
      this.tx,
      sql`INSERT INTO member_details (member_id, first_name, last_name, birth_date, phone_number, mobile_number, gender, street,
                                   additional_address, postal_code, city, country, external_company)
       SELECT * FROM unnest(${ids}::uuid[], ${column((x) => x.firstName)}::text[], ${column((x) => x.lastName)}::text[], ${column((x) => x.birthDate)}::date[], ${column((x) => x.phoneNumber)}::text[], ${column((x) => x.mobileNumber)}::text[], ${column((x) => x.gender)}::text[], ${column((x) => x.street)}::text[],
                            ${column((x) => x.additionalAddress)}::text[], ${column((x) => x.postalCode)}::text[], ${column((x) => x.city)}::text[], ${column((x) => x.country)}::text[], ${column((x) => x.externalCompany)}::text[])`,
    );
    await sqlRows(this.tx, sql`INSERT INTO member_option (member_id) SELECT * FROM unnest(${ids}::uuid[])`);
    const withPassword = ids.filter((_, index) => stored[index] !== null);
    if (withPassword.length > 0) {
      await sqlRows(
        this.tx,
        sql`INSERT INTO password_history (member_id, password_hash) SELECT * FROM unnest(${withPassword}::uuid[], ${stored.filter((value) => value !== null)}::text[])`,
      );
    }
    await this.insertPairs(
      'org_unit_member',
      'org_unit_id',
      ids,
      rows.map((row) => row.orgUnitIds),
    );
    await this.insertPairs(
      'location_member',
      'location_id',
      ids,
      rows.map((row) => row.locationIds),
    );
    await assignDefaultOrgUnits(this.tx, this.clientId, ids);
    if (this.passwordMode === 'byEmail') {
      rows.forEach((row, index) =>
        this.invitees.push({
          id: ids[index] as string,
          email: row.fields.email,
          username: row.fields.username,
          firstName: row.fields.firstName,
          lastName: row.fields.lastName,
        }),
      );
    }
    this.written += rows.length;
    this.onBatchWritten(this.written);
  }

  private async insertPairs(
    table: 'org_unit_member' | 'location_member',
    ownerColumn: string,
    memberIds: string[],
    owners: (readonly string[])[],
  ): Promise<void> {
    const ownerIds: string[] = [];
    const members: string[] = [];
    owners.forEach((list, index) => list.forEach((ownerId) => (ownerIds.push(ownerId), members.push(memberIds[index] as string))));
    if (ownerIds.length === 0) return;
    await sqlRows(
      this.tx,
      sql`INSERT INTO ${sqlIdentifier(table)} (${sqlIdentifier(ownerColumn)}, member_id)
          SELECT * FROM unnest(${ownerIds}::uuid[], ${members}::uuid[]) ON CONFLICT DO NOTHING`,
    );
  }
}

/** Refuses (inside the import's transaction, after its rows are written) a client past its maximum members. */
export async function assertImportCapacity(tx: Queryable, client: Pick<SessionContext, 'clientId'>): Promise<void> {
  const { memberCount, maxMembers } = await countedMembers(tx, client);
  if (memberCount > maxMembers) throw new ApiError(400, 'MemberImport.ExceedsMaxMembers');
}
