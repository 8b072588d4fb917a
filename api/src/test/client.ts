import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '@compliance/shared-contracts';
import { DEMO_PASSWORD } from '../seed/demo';

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
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && new Date(cookie.expires).getTime() < Date.now()) || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.remember(await this.app.inject({ method: 'GET', url, headers: { host: this.host, cookie: this.cookieHeader(), ...headers } }));
  }

  async post(url: string, body: unknown, options: { csrf?: boolean; headers?: Record<string, string> } = {}): Promise<LightMyRequestResponse> {
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

  /** Signs in with the demo password unless another is given. */
  login(clientIdentifier: string, username: string, password = DEMO_PASSWORD): Promise<LightMyRequestResponse> {
    return this.post('/api/login', { clientIdentifier, username, password: hashPassword(password) });
  }
}
