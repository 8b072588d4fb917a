import { normalizeHostname, validateHostname } from './hostname';

describe('normalizeHostname', () => {
  it.each([
    ['portal.example.de', 'portal.example.de'],
    ['  Portal.Example.DE ', 'portal.example.de'],
    ['localhost', 'localhost'],
    ['127.0.0.1', '127.0.0.1'],
  ])('keeps %j as %j', (typed, stored) => expect(normalizeHostname(typed)).toBe(stored));

  it('stores a name with umlauts as the browser sends it (punycode)', () => {
    expect(normalizeHostname('portal.müller.de')).toBe('portal.xn--mller-kva.de');
  });

  it.each([
    'https://portal.example.de',
    'portal.example.de:8080',
    'portal.example.de/login',
    'a b.de',
    'user@host.de',
    '-x.de',
    'x..de',
    '',
  ])('refuses %j', (typed) => expect(normalizeHostname(typed)).toBeNull());
});

describe('validateHostname', () => {
  it('answers hostname for what is not a host name, and leaves empty to the required rule', () => {
    expect(validateHostname('https://x.de')).toEqual({ key: 'hostname' });
    expect(validateHostname('x.de')).toBeUndefined();
    expect(validateHostname('')).toBeUndefined();
  });
});
