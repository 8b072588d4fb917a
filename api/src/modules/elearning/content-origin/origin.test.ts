import type { FastifyRequest } from 'fastify';
import { appOriginOf, contentFrameSources, contentOriginOf } from './origin';

const requestTo = (host: string, protocol = 'http') => {
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return { host, hostname, protocol } as FastifyRequest;
};
const UNSET = { contentOrigin: undefined, contentPort: 8081 };

describe('the content origin of a request', () => {
  it("is the app's host on the content port, localhost and 127.0.0.1 swapped: browsers share cookies across ports", () => {
    expect(contentOriginOf(UNSET, requestTo('localhost:8080'))).toBe('http://127.0.0.1:8081');
    expect(contentOriginOf(UNSET, requestTo('127.0.0.1:8080'))).toBe('http://localhost:8081');
    expect(contentOriginOf(UNSET, requestTo('dashboard.licensee.example', 'https'))).toBe('https://dashboard.licensee.example:8081');
    expect(appOriginOf(requestTo('localhost:8080'))).toBe('http://localhost:8080');
  });

  it('is CONTENT_ORIGIN when set, whatever the host; the pages may frame exactly that', () => {
    const set = { contentOrigin: 'https://content.example.net', contentPort: 8081 };
    expect(contentOriginOf(set, requestTo('localhost:8080'))).toBe('https://content.example.net');
    expect(contentFrameSources(set)).toEqual(['https://content.example.net']);
    expect(contentFrameSources(UNSET)).toEqual(['*:8081']);
  });
});
