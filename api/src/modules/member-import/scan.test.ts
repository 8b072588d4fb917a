import { buildTestApp, type TestApp } from '../../test/build';
import { firstRow } from '../../test/answers';
import { takenLoginNames } from './scan';

// The client's login names an import checks rows against are read page by page (keyset
// pagination), so a large client's names never come in one query; every page edge keeps them all.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the login names an import checks against', () => {
  it('are every username and e-mail of the client, lower case, whatever the page size', async () => {
    const demo = await firstRow<{ clientId: string }>(t.db, `SELECT id AS "clientId" FROM client WHERE client_identifier = 'demo'`);
    // A second member with an e-mail another has, so a page edge may fall between two equal names.
    await t.db.query(
      `UPDATE member SET email = (SELECT email FROM member WHERE client_id = $1 AND email IS NOT NULL ORDER BY lower(email) LIMIT 1 OFFSET 2)
        WHERE id = (SELECT id FROM member WHERE client_id = $1 AND email IS NOT NULL ORDER BY lower(email) LIMIT 1 OFFSET 3)`,
      [demo.clientId],
    );
    const rows = await t.db.query<{ name: string }>(
      `SELECT lower(username) AS name FROM member WHERE client_id = $1
        UNION SELECT lower(email) FROM member WHERE client_id = $1 AND email IS NOT NULL`,
      [demo.clientId],
    );
    const expected = new Set(rows.map((row) => row.name));
    expect(expected.size).toBeGreaterThan(10);
    for (const perPage of [1, 2, 3, 7, 5_000]) expect(await takenLoginNames(t.db, demo, perPage)).toEqual(expected);
    expect([...(await takenLoginNames(t.db, demo, 2))].filter((name) => name !== name.toLowerCase())).toEqual([]);
  });

  it("holds no other client's names", async () => {
    const acme = await firstRow<{ clientId: string }>(t.db, `SELECT id AS "clientId" FROM client WHERE client_identifier = 'acme'`);
    const demoOnly = await t.db.query<{ name: string }>(
      `SELECT lower(username) AS name FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = 'demo'
        EXCEPT SELECT lower(username) FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = 'acme'`,
    );
    const acmeNames = await takenLoginNames(t.db, acme, 3);
    expect(demoOnly.length).toBeGreaterThan(0);
    expect(demoOnly.filter((row) => acmeNames.has(row.name))).toEqual([]);
  });
});
