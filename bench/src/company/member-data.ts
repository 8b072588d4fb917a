/**
 * Bulk data for the company benchmarks: a client's members created directly in SQL, one
 * INSERT … SELECT generate_series per table, so 100,000 members take seconds, not minutes.
 * Runs alike on PostgreSQL and PGlite.
 */

/** Runs one statement with positional parameters. */
export type RunSql = (sql: string, params?: unknown[]) => Promise<unknown>;

/** A node-pg pool or a PGlite database: both answer a statement's rows. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Runs statements on a pool or PGlite database, answering their rows. */
export const runSqlOf =
  (db: Queryable): RunSql =>
  async (sql, params) =>
    (await db.query(sql, params)).rows;

const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Emma',
  'Felix',
  'Greta',
  'Hannah',
  'Ida',
  'Jonas',
  'Karl',
  'Lena',
  'Mia',
  'Noah',
  'Olga',
  'Paul',
  'Quirin',
  'Rosa',
  'Sophie',
  'Tim',
  'Ute',
  'Valentin',
  'Wiebke',
  'Xaver',
  'Yvonne',
  'Zoe',
  'Jörg',
  'Björn',
  'Jürgen',
  'Lea',
  'Leon',
  'Marie',
  'Finn',
  'Lina',
  'Elias',
  'Ella',
  'Luis',
  'Frieda',
  'Henry',
  'Emilia',
];
// No name starts with "mül": the search term 'mül' matches exactly the Müller rows below.
const LAST_NAMES = [
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Schmitz',
  'Krause',
  'Meier',
  'Lehmann',
  'Schmid',
  'Schulze',
  'Maier',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Mayer',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
  'Lang',
  'Scholz',
  'Möller',
  'Weiß',
  'Jung',
  'Hahn',
  'Schubert',
  'Vogel',
  'Friedrich',
  'Keller',
  'Günther',
  'Frank',
  'Berger',
  'Winkler',
  'Roth',
  'Beck',
  'Lorenz',
  'Baumann',
  'Franke',
  'Albrecht',
  'Schuster',
  'Simon',
  'Ludwig',
  'Böhm',
  'Winter',
  'Kraus',
  'Martin',
  'Schumacher',
  'Krämer',
  'Vogt',
  'Stein',
  'Jäger',
  'Otto',
  'Sommer',
  'Groß',
  'Seidel',
  'Heinrich',
  'Brandt',
  'Haas',
  'Schreiber',
  'Graf',
  'Schulte',
  'Dietrich',
  'Ziegler',
  'Kuhn',
  'Kühn',
  'Pohl',
  'Engel',
  'Horn',
  'Busch',
  'Bergmann',
  'Thomas',
  'Voigt',
  'Sauer',
  'Arnold',
];
const CITIES = [
  ['10115', 'Berlin'],
  ['20095', 'Hamburg'],
  ['80331', 'München'],
  ['50667', 'Köln'],
  ['60311', 'Frankfurt am Main'],
  ['70173', 'Stuttgart'],
  ['40213', 'Düsseldorf'],
  ['04109', 'Leipzig'],
  ['01067', 'Dresden'],
  ['90402', 'Nürnberg'],
] as const;

/** One in this many members is a Müller: 'mül' then finds a few hundred of 100,000. */
export const SEARCH_HIT_EVERY = 300;
/** The search term of the filtered scenarios (a prefix of the last name Müller). */
export const SEARCH_TERM = 'mül';

const textArray = (values: readonly string[]): string => `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;
const pick = (values: readonly string[], index: string): string => `(${textArray(values)})[1 + (${index}) % ${values.length}]`;

// Expressions over the series number i; every table repeats them, so the rows agree without a join.
const FIRST_NAME = pick(FIRST_NAMES, 'i');
const LAST_NAME = `CASE WHEN i % ${SEARCH_HIT_EVERY} = 7 THEN 'Müller' ELSE ${pick(LAST_NAMES, `i / ${FIRST_NAMES.length}`)} END`;
const ascii = (text: string): string => `replace(replace(replace(replace(lower(${text}), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss')`;
const USERNAME = `${ascii(FIRST_NAME)} || '.' || ${ascii(LAST_NAME)} || '.' || i`;
/**
 * Stable ids: md5 of client and number, so every table derives the member's id on its own;
 * version and variant digits set to 4 and 8, as the API's uuid schema demands.
 */
const MEMBER_ID = `overlay(overlay(md5($1::uuid::text || ':' || i) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * Creates `active` members of the client (plus 1 % as many archived ones, which the list must
 * skip) with details, options, the default org unit, one of ten departments and one of four
 * locations, then VACUUM ANALYZE: the planner and the visibility map see the data as a
 * settled production database would.
 */
export async function createMembers(run: RunSql, clientId: string, active: number): Promise<void> {
  const total = active + Math.floor(active / 100);
  const series = `FROM generate_series(1, ${total}) AS i`;
  await run(
    `INSERT INTO member (id, client_id, username, email, role, status, archived_at, last_login_at, created_at)
     SELECT ${MEMBER_ID}, $1::uuid, ${USERNAME},
            CASE WHEN i % 10 = 3 THEN NULL ELSE ${USERNAME} || '@bench.example' END,
            CASE i % 1000 WHEN 1 THEN 'admin' WHEN 2 THEN 'loc-admin' WHEN 3 THEN 'ou-admin' ELSE 'member' END,
            CASE WHEN i % 97 = 5 THEN 'deactivated' ELSE 'active' END,
            CASE WHEN i > ${active} THEN now() - interval '30 days' END,
            CASE WHEN i % 3 = 0 THEN now() - (i % 365) * interval '1 day' END,
            now() - (i % 1000) * interval '1 hour'
     ${series}`,
    [clientId],
  );
  await run(
    `INSERT INTO member_details (member_id, first_name, last_name, birth_date, phone_number, mobile_number, gender, street, postal_code, city, country)
     SELECT ${MEMBER_ID}, ${FIRST_NAME}, ${LAST_NAME}, date '1960-01-01' + (i * 37) % 15000,
            '+49 30 ' || (20000000 + i), '+49 151 ' || (10000000 + i), (ARRAY['f', 'm', 'd'])[1 + i % 3],
            'Hauptstraße ' || (1 + i % 200), ${pick(
              CITIES.map(([code]) => code),
              'i',
            )}, ${pick(
              CITIES.map(([, city]) => city),
              'i',
            )}, 'DE'
     ${series}`,
    [clientId],
  );
  await run(`INSERT INTO member_option (member_id) SELECT ${MEMBER_ID} ${series}`, [clientId]);

  await run(
    `INSERT INTO org_unit (client_id, parent_id, identifier, name)
     SELECT $1, (SELECT id FROM org_unit WHERE client_id = $1 AND is_root), 'abteilung-' || n, 'Abteilung ' || n FROM generate_series(1, 10) AS n`,
    [clientId],
  );
  await run(
    `INSERT INTO org_unit_member (org_unit_id, member_id)
     SELECT o.id, ${MEMBER_ID} ${series} JOIN org_unit o ON o.client_id = $1::uuid AND (o.is_default OR o.identifier = 'abteilung-' || (1 + i % 10))`,
    [clientId],
  );
  await run(
    `INSERT INTO location (client_id, identifier, name, postal_code, city, location_type)
     SELECT $1, 'standort-' || n, 'Standort ' || n, '10115', 'Berlin', CASE WHEN n = 1 THEN 'headquarters' ELSE 'branch' END FROM generate_series(1, 4) AS n`,
    [clientId],
  );
  await run(
    `INSERT INTO location_member (location_id, member_id)
     SELECT l.id, ${MEMBER_ID} ${series} JOIN location l ON l.client_id = $1::uuid AND l.identifier = 'standort-' || (1 + i % 4)`,
    [clientId],
  );
  await run('VACUUM ANALYZE');
}

/** The id of the client with this company ID (created before, by createClient); fails when there is none. */
export async function clientIdOf(db: Queryable, clientIdentifier: string): Promise<string> {
  const { rows } = await db.query('SELECT id FROM client WHERE client_identifier = $1', [clientIdentifier]);
  const client = (rows as Array<{ id: string }>)[0];
  if (!client) throw new Error(`client ${clientIdentifier} was not created`);
  return client.id;
}
