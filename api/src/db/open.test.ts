import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { API_DIR } from '../source-files';
import { TEST_DATABASE_URL } from '../test/build';

describe(`opening the database (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers statements sent at once without a warning: each waits for a connection of its own', async () => {
    // node-postgres deprecates a statement sent while another runs on its connection (pg 9
    // refuses it): a new pool connection's LISTEN must answer before the connection is handed out.
    const { stdout, stderr } = await promisify(execFile)(
      join(API_DIR, 'node_modules/.bin/tsx'),
      [join(API_DIR, 'src/test/statements-at-once.ts')],
      { cwd: API_DIR, env: { ...process.env, NODE_OPTIONS: '' } },
    );
    expect(stdout).toContain('statements answered');
    expect(stderr).not.toMatch(/Warning/);
  });
});
