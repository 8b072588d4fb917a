import type { Queryable } from '../db';
import { firstRow } from './answers';

/** The id of a client's member by username (the demo client unless named). */
export async function memberIdOf(db: Queryable, username: string, company = 'demo'): Promise<string> {
  const row = await firstRow<{ id: string }>(
    db,
    'SELECT m.id FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = $1 AND m.username = $2',
    [company, username],
  );
  return row.id;
}

/** The id of a client's org unit, location or member group by identifier (the demo client unless named). */
export async function entityIdOf(
  db: Queryable,
  table: 'org_unit' | 'location' | 'member_group',
  identifier: string,
  company = 'demo',
): Promise<string> {
  const row = await firstRow<{ id: string }>(
    db,
    `SELECT x.id FROM ${table} x JOIN client c ON c.id = x.client_id WHERE c.client_identifier = $1 AND x.identifier = $2`,
    [company, identifier],
  );
  return row.id;
}
