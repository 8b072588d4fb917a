import { connect, type Socket } from 'node:net';
import { hashPassword } from '@compliance/shared-contracts';
import { DEMO_PASSWORD } from './seed/demo';
import { prepareServerDatabase, startOn, type ServerDatabase } from './faults/support';
import { signalServer, signalServerTree, type RunningServer } from './process/server-process';
import { TEST_DATABASE_URL } from './test/build';

// A deploy's SIGTERM as the real server process gets it: readiness answers 503 at once and no
// new connection is taken, while a request already under way still gets its answer; then the
// process exits by itself. Requests are held half-sent over raw sockets, so which of them was
// under way when the signal came is certain, not a matter of timing.

let database: ServerDatabase;
let server: RunningServer | undefined;

beforeAll(async () => {
  database = await prepareServerDatabase(TEST_DATABASE_URL);
});
afterAll(async () => {
  if (server && server.process.exitCode === null) await signalServerTree(server, 'SIGKILL');
  await database.remove();
});

/** A raw connection to the server, with everything it answered once the server closed it. */
async function openConnection(port: number): Promise<{ socket: Socket; answer: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const answer = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  return { socket, answer };
}

/** Status and body of a raw HTTP/1.1 answer with a Content-Length. */
function parseAnswer(raw: string): { status: number; body: string } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), body };
}

/** Whether a new connection is refused, asked until it is (or the time is up). */
async function refusesConnections(port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const { socket } = await openConnection(port);
      socket.destroy();
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

it('answers the request under way and 503 to readiness after SIGTERM, refuses new connections, then exits 0', async () => {
  server = await startOn(database, { SHUTDOWN_GRACE_SECONDS: '60' });
  const { port } = server;
  const csrf = await fetch(`http://127.0.0.1:${port}/api/csrf`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.getSetCookie().join('\n'))?.[1] ?? '';
  const login = JSON.stringify({ clientIdentifier: 'demo', username: 'admin', password: hashPassword(DEMO_PASSWORD) });

  // Under way: a login whose headers and the start of its body have arrived.
  const slow = await openConnection(port);
  slow.socket.write(
    [
      'POST /api/login HTTP/1.1',
      'Host: localhost',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(login)}`,
      `Cookie: XSRF-TOKEN=${token}`,
      `X-XSRF-TOKEN: ${token}`,
      '',
      login.slice(0, 20),
    ].join('\r\n'),
  );
  // A load balancer's probe whose request line has arrived, its headers not yet ended.
  const probe = await openConnection(port);
  probe.socket.write('GET /api/health/ready HTTP/1.1\r\nHost: localhost\r\n');
  // Both have reached the server before the signal (a request it answers after them on a new connection).
  expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status).toBe(200);

  // As a deploy sends it: once, to the server (not to the tsx above it, see signalServer).
  signalServer(server, 'SIGTERM');
  expect(await refusesConnections(port, 30_000)).toBe(true);

  probe.socket.write('\r\n');
  const ready = parseAnswer(await probe.answer);
  expect([ready.status, JSON.parse(ready.body)]).toEqual([503, { error: { code: 'Dashboard.Unavailable' } }]);

  slow.socket.write(login.slice(20));
  const loggedIn = parseAnswer(await slow.answer);
  expect(loggedIn.status).toBe(200);

  expect(await server.exited).toBe(0);
}, 120_000);

it('exits at once on a second signal, without waiting for the request under way', async () => {
  server = await startOn(database, { SHUTDOWN_GRACE_SECONDS: '60' });
  const held = await openConnection(server.port);
  held.socket.write('POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
  expect((await fetch(`http://127.0.0.1:${server.port}/api/health/live`)).status).toBe(200);
  signalServer(server, 'SIGTERM');
  expect(await refusesConnections(server.port, 30_000)).toBe(true);
  signalServer(server, 'SIGINT');
  expect(await server.exited).toBe(1);
  held.socket.destroy();
}, 120_000);
