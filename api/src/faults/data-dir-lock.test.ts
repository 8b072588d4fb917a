import { startServer, signalServerTree, type RunningServer } from '../process/server-process';
import { prepareServerDatabase, startOn, type ServerDatabase } from './support';

let database: ServerDatabase;
let first: RunningServer | undefined;

beforeAll(async () => {
  database = await prepareServerDatabase(undefined);
});
afterAll(async () => {
  if (first) {
    await signalServerTree(first, 'SIGTERM');
  }
  await database.remove();
});

describe('a second server on the same PGlite data folder', () => {
  it('refuses to start with a clear message while the first one runs', async () => {
    first = await startOn(database);
    const second = await startServer({ dataDir: database.env.DATA_DIR, env: database.env, from: 'source' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${database.env.DATA_DIR} is in use by process`);
    // The first one keeps serving.
    expect((await fetch(`http://127.0.0.1:${first.port}/api/bootstrap/load-licensee-config`)).status).toBe(200);
  });
});
