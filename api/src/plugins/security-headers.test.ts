import Fastify from 'fastify';
import { apiSecurityHeaders, securityHeaders, securityHeadersPlugin } from './security-headers';

const OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", 'https://remote.example'] } },
};

describe('security headers', () => {
  it("are helmet's headers for the options, worked out once", () => {
    const headers = new Map(securityHeaders(OPTIONS));
    expect(headers.get('content-security-policy')).toBe("default-src 'self';script-src 'self' https://remote.example");
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.has('x-powered-by')).toBe(false);
  });

  it('are sent on every response, and a route may replace one', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, OPTIONS);
    app.get('/plain', async () => ({ ok: true }));
    app.get('/own-policy', async (_request, reply) => reply.header('content-security-policy', "default-src 'none'").send('page'));
    const plain = await app.inject({ url: '/plain' });
    const own = await app.inject({ url: '/own-policy' });
    const missing = await app.inject({ url: '/nowhere' });
    expect(plain.headers['content-security-policy']).toBe("default-src 'self';script-src 'self' https://remote.example");
    expect(own.headers['content-security-policy']).toBe("default-src 'none'");
    expect(own.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });

  it('send the transport header over HTTPS only (RFC 6797 §7.2), on pages and answers alike', async () => {
    const app = Fastify({ trustProxy: true });
    await app.register(securityHeadersPlugin, OPTIONS);
    app.get('/page', async () => 'page');
    app.get('/api/heartbeat', async () => ({ alive: true }));
    for (const url of ['/page', '/api/heartbeat']) {
      const overHttps = await app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await app.inject({ url })).headers['strict-transport-security']).toBeUndefined();
    }
    const off = Fastify({ trustProxy: true });
    await off.register(securityHeadersPlugin, { ...OPTIONS, strictTransportSecurity: false });
    off.get('/page', async () => 'page');
    expect(
      (await off.inject({ url: '/page', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security'],
    ).toBeUndefined();
    await app.close();
    await off.close();
  });

  it("are the API's own on its answers: a policy that allows nothing, no frame, nothing cached, and the transport and type headers of the pages", async () => {
    const pages = securityHeaders(OPTIONS);
    expect(new Map(apiSecurityHeaders(pages))).toEqual(
      new Map([
        ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
        ['x-frame-options', 'DENY'],
        ['cache-control', 'no-store'],
        ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
        ['x-content-type-options', 'nosniff'],
      ]),
    );
    const app = Fastify();
    await app.register(securityHeadersPlugin, OPTIONS);
    app.get('/api/heartbeat', async () => ({ alive: true }));
    app.get('/api/docs/static/index.html', async (_request, reply) => reply.type('text/html').send('<title>docs</title>'));
    const answer = await app.inject({ url: '/api/heartbeat' });
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-dns-prefetch-control']).toBeUndefined();
    expect(answer.headers['referrer-policy']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/api/nowhere' })).headers['x-frame-options']).toBe('DENY');
    // The OpenAPI pages are pages.
    const docs = await app.inject({ url: '/api/docs/static/index.html' });
    expect(docs.headers['content-security-policy']).toBe("default-src 'self';script-src 'self' https://remote.example");
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
    await app.close();
  });
});
