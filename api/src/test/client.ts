import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword, type BodyInputOf, type EndpointContract, type ResponseOf, type Role } from '@compliance/shared-contracts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo';
import { MULTIPART_CONTENT_TYPE } from './multipart';
import { firstRow } from './answers';
import { buildTestApp, type TestApp } from './build';

/** The API's answer to a call by contract: the response, and its 200 body typed by the contract. */
export interface ContractResponse<C extends EndpointContract> extends LightMyRequestResponse {
  /** The body of a 200 answer as the contract types it; any other status throws with the body. */
  answer(): ResponseOf<C>;
}

/**
 * A browser-like client over `app.inject`: keeps cookies between calls and echoes the CSRF
 * cookie in X-XSRF-TOKEN, as the real front end does.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly host = 'localhost',
  ) {}

  private remember(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires !== undefined && new Date(cookie.expires).getTime() < Date.now()) || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** The Cookie header this client sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.remember(
      await this.app.inject({ method: 'GET', url, headers: { host: this.host, cookie: this.cookieHeader(), ...headers } }),
    );
  }

  async post(
    url: string,
    body: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    if (options.csrf !== false && !this.cookies.has('XSRF-TOKEN')) await this.get('/api/csrf');
    const csrf = options.csrf === false ? {} : { 'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '' };
    return this.remember(
      await this.app.inject({
        method: 'POST',
        url,
        payload: body as object,
        headers: { host: this.host, cookie: this.cookieHeader(), ...csrf, ...options.headers },
      }),
    );
  }

  /**
   * Calls an endpoint by its contract (method and path), the body typed by it, as the browser's
   * `apiRequest` does. A test of a request the contract refuses sends it with `post` instead.
   */
  async send<C extends EndpointContract>(
    endpoint: C,
    body?: BodyInputOf<C>,
    options: { headers?: Record<string, string> } = {},
  ): Promise<ContractResponse<C>> {
    if (endpoint.path.includes('/:')) throw new Error(`${endpoint.path} has path parameters: call it with get or post`);
    const response =
      endpoint.method === 'GET' ? await this.get(endpoint.path, options.headers) : await this.post(endpoint.path, body ?? {}, options);
    return answered(endpoint, response);
  }

  /** Sends a multipart form (built by `multipartBody`) to an upload endpoint by its contract. */
  async upload<C extends EndpointContract>(endpoint: C, form: Buffer): Promise<ContractResponse<C>> {
    if (!endpoint.upload) throw new Error(`${endpoint.id} takes no upload: call it with send`);
    return answered(endpoint, await this.post(endpoint.path, form, { headers: { 'content-type': MULTIPART_CONTENT_TYPE } }));
  }

  /** Signs in with the demo password unless another is given. */
  login(clientIdentifier: string, username: string, password = DEMO_PASSWORD): Promise<LightMyRequestResponse> {
    return this.post('/api/login', { clientIdentifier, username, password: hashPassword(password) });
  }

  /** Signs in to the back office of the licensee on this client's host as its staff member `username`. */
  loginStaff(username: string, password = DEMO_PASSWORD): Promise<LightMyRequestResponse> {
    return this.post('/api/licensee/login', { username, password: hashPassword(password) });
  }
}

/** The response with `answer()`: its 200 body typed by the endpoint's contract. */
function answered<C extends EndpointContract>(endpoint: C, response: LightMyRequestResponse): ContractResponse<C> {
  return Object.assign(response, {
    answer: (): ResponseOf<C> => {
      if (response.statusCode !== 200) throw new Error(`${endpoint.id} answered ${response.statusCode}: ${response.body}`);
      return response.json<ResponseOf<C>>();
    },
  });
}

/** Demo accounts by key: [company ID, username]. */
export type DemoAccounts = Readonly<Record<string, readonly [company: string, username: string]>>;

/** The demo client's administrators, keyed by username: the callers of most administration tests. */
export const DEMO_ADMINS: DemoAccounts = {
  superadmin: ['demo', 'superadmin'],
  admin: ['demo', 'admin'],
  locadmin: ['demo', 'locadmin'],
  ouadmin: ['demo', 'ouadmin'],
};

/** One signed-in client per account (demo password), by the account's key. */
export async function signInAll(app: FastifyInstance, accounts: DemoAccounts): Promise<(key: string) => TestClient> {
  const clients = new Map<string, TestClient>();
  for (const [key, [company, username]] of Object.entries(accounts)) {
    const client = new TestClient(app);
    const response = await client.login(company, username);
    if (response.statusCode !== 200) throw new Error(`${company}/${username} could not sign in: ${response.statusCode}`);
    clients.set(key, client);
  }
  return (key) => {
    const client = clients.get(key);
    if (!client) throw new Error(`no signed-in client ${key}`);
    return client;
  };
}

/** A client signed in to the demo licensee's back office as its staff member `username` (demo password). */
export async function signedInStaff(app: FastifyInstance, username = 'licenseeadmin'): Promise<TestClient> {
  const client = new TestClient(app);
  const response = await client.loginStaff(username);
  if (response.statusCode !== 200) throw new Error(`${username} could not sign in to the back office: ${response.statusCode}`);
  return client;
}

/** One signed-in client per role of the demo client; the advisor (role `user`) by support login. */
export async function signInEveryRole(app: FastifyInstance): Promise<Map<Role, TestClient>> {
  const clients = new Map<Role, TestClient>();
  for (const account of DEMO_ACCOUNTS) {
    if (clients.has(account.role) || account.client === 'acme') continue;
    const client = new TestClient(app);
    // The customer advisor has no account of the client: support login signs them in. The
    // licensee's staff sign in to the back office, without a company ID.
    const password = hashPassword(DEMO_PASSWORD);
    const response = account.client
      ? await client.login(account.client, account.username)
      : account.role === 'user'
        ? await client.post('/api/support-login', { username: account.username, clientIdentifier: 'demo', password })
        : await client.post('/api/licensee/login', { username: account.username, password });
    if (response.statusCode !== 200) throw new Error(`${account.username} could not sign in: ${response.body}`);
    clients.set(account.role, client);
  }
  return clients;
}

/** The test app of a test file with its accounts signed in, built before the file's tests and closed after them. */
export interface SignedInApp {
  /** The app (valid inside the tests). */
  readonly t: TestApp;
  /** The signed-in client of an account key. */
  client(key: string): TestClient;
  /** The first row a query answers on the app's database (throws without one). */
  one<Row>(text: string, params?: unknown[]): Promise<Row>;
}

/**
 * Registers the file's beforeAll and afterAll: builds the test app and signs `accounts` in. The
 * answer's members are filled when the tests run.
 */
export function signedInApp(accounts: DemoAccounts): SignedInApp {
  const state: { t?: TestApp; clients?: (key: string) => TestClient } = {};
  beforeAll(async () => {
    state.t = await buildTestApp();
    state.clients = await signInAll(state.t.app, accounts);
  });
  afterAll(async () => {
    await state.t?.close();
  });
  return {
    get t() {
      if (!state.t) throw new Error('the test app is built in beforeAll');
      return state.t;
    },
    client: (key) => {
      if (!state.clients) throw new Error('the accounts sign in in beforeAll');
      return state.clients(key);
    },
    one: (text, params = []) => {
      if (!state.t) throw new Error('the test app is built in beforeAll');
      return firstRow(state.t.db, text, params);
    },
  };
}
