import type { MemberImportReport, memberListEndpoint, ResponseOf } from '@compliance/shared-contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { signalServerTree, type RunningServer } from '../process/server-process';
import { TEST_DATABASE_URL } from '../test/build';
import { HttpSession, prepareServerDatabase, startOn, waitForOutput, type ServerDatabase } from './support';

const ROWS = 20_000;

function memberCsv(rows: number): string {
  const lines = ['firstName;lastName;username;email'];
  for (let index = 0; index < rows; index++) lines.push(`Kai;Absturz${index};kill.${index};kill.${index}@example.com`);
  return lines.join('\r\n');
}

let database: ServerDatabase;
let server: RunningServer | undefined;

beforeAll(async () => {
  database = await prepareServerDatabase(TEST_DATABASE_URL, ROWS + 1000);
});
afterAll(async () => {
  if (server) {
    await signalServerTree(server, 'SIGKILL');
  }
  await database.remove();
});

describe(`the server killed with SIGKILL in the middle of a ${ROWS}-row import (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('leaves all rows or none, and the database opens cleanly after a restart', async () => {
    server = await startOn(database, { LOG_LEVEL: 'info' });
    const base = `http://127.0.0.1:${server.port}`;
    const admin = new HttpSession(base);
    await admin.login('demo', 'admin');

    const form = new FormData();
    form.append('usernameOption', 'column');
    form.append('passwordMode', 'noPassword');
    form.append('filename', new Blob([memberCsv(ROWS)], { type: 'text/csv' }), 'members.csv');
    const uploadStarted = Date.now();
    const upload = await admin.send('/api/memberimport/upload-csv', form);
    // The import reads and checks every row again before it can finish, so it takes longer.
    const uploadMs = Date.now() - uploadStarted;
    expect(upload.status).toBe(200);
    const report = (await upload.json()) as MemberImportReport;
    expect(report).toMatchObject({ validRows: ROWS, invalidRows: 0 });

    let answer = '';
    const importing = admin
      .post('/api/memberimport/import-csv', {
        importUuid: report.importUuid,
        passwordMode: 'noPassword',
        usernameOption: 'column',
      })
      .then(async (response) => (answer = `${response.status} ${await response.text()}`))
      .catch(() => undefined); // the connection dies with the server
    // Killed once the first batches are written inside the transaction, well before its end. On
    // PGlite the database work holds the server's event loop, so its log reaches us only at the
    // end: there a time well inside the import (measured by the upload's pass over the rows) decides.
    // The loser of the race is stopped: its timer would keep this test's worker alive for minutes.
    const raced = new AbortController();
    await Promise.race([
      waitForOutput(server, /member import: rows written/, 120_000, raced.signal),
      sleep(uploadMs * 0.6, undefined, { signal: raced.signal }),
    ]).finally(() => raced.abort());
    await signalServerTree(server, 'SIGKILL');
    expect(await server.exited).not.toBe(0);
    await importing;
    expect(answer).toBe('');

    server = await startOn(database);
    const db = database.kind === 'postgres' ? await database.open() : undefined;
    try {
      const again = new HttpSession(`http://127.0.0.1:${server.port}`);
      await again.login('demo', 'admin');
      const list = await again.post('/api/memberlist/getlist', {
        page: 1,
        perPage: 25,
        sortBy: 'lastName',
        sortDirection: 'asc',
        filter: { search: 'Absturz' },
      });
      expect(`${list.status} ${list.status === 200 ? '' : await list.text()}`).toBe('200 ');
      const { total } = (await list.json()) as ResponseOf<typeof memberListEndpoint>;
      expect([0, ROWS]).toContain(total);
      // The member rows and their satellites agree: no half-written batch survived.
      if (db) {
        const [counts] = await db.query<{ members: number; details: number }>(
          `SELECT (SELECT count(*) FROM member WHERE username LIKE 'kill.%') AS members,
                  (SELECT count(*) FROM member_details d JOIN member m ON m.id = d.member_id WHERE m.username LIKE 'kill.%') AS details`,
        );
        expect(counts).toEqual({ members: total, details: total });
      }
    } finally {
      await db?.close();
    }
  });
});
