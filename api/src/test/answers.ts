import type { Queryable } from '../db';

/** The error code an API answer carries (`{ error: { code } }`), or undefined. */
export const errorCodeOf = (response: { json(): unknown }): string | undefined =>
  (response.json() as { error?: { code?: string } }).error?.code;

/** The first row of a test's own look into the database; the test fails if there is none. */
export async function firstRow<Row>(db: Queryable, text: string, params: unknown[] = []): Promise<Row> {
  const [row] = await db.query<Row>(text, params);
  if (row === undefined) throw new Error(`no row for: ${text}`);
  return row;
}

/** The `id` of the first row a test's look into the database finds; the test fails if there is none. */
export async function firstId(db: Queryable, text: string, params: unknown[] = []): Promise<string> {
  return (await firstRow<{ id: string }>(db, text, params)).id;
}
