import {
  IDENTIFIER_MIN_LENGTH,
  isValidIdentifier,
  isValidUsername,
  validateClientIdentifier,
  validateIdentifier,
  validateUsername,
} from './identifiers';

describe('validateUsername', () => {
  it.each([
    'max.mustermann',
    'max-mustermann',
    'abc',
    'a1b',
    'user2',
    'anna.maria-schmidt',
    'j.doe.2',
    'a.b',
    'max.mustermann@example.com',
    'Max.Mustermann@Example.com',
  ])('accepts %p', (username) => {
    expect(isValidUsername(username)).toBe(true);
    expect(validateUsername(username)).toBeUndefined();
  });

  it.each([
    ['shorter than 3 characters', 'ab'],
    ['shorter than 3 characters with a separator', 'a.'],
    ['starting with a digit', '1max'],
    ['starting with a dot', '.max'],
    ['starting with a hyphen', '-max'],
    ['with an uppercase letter', 'Max.mustermann'],
    ['with a double dot', 'max..mustermann'],
    ['with a double hyphen', 'max--mustermann'],
    ['with mixed double separators', 'max.-mustermann'],
    ['ending with a dot', 'mustermann.'],
    ['ending with a hyphen', 'mustermann-'],
    ['with an underscore', 'max_mustermann'],
    ['with a blank', 'max mustermann'],
    ['with an umlaut', 'jürgen'],
    ['being an incomplete e-mail address', 'max@example'],
  ])('rejects a username %s', (_rule, username) => {
    expect(isValidUsername(username)).toBe(false);
    expect(validateUsername(username)).toEqual({ key: 'username' });
  });

  it('leaves an empty username to the required validator', () => {
    expect(validateUsername('')).toBeUndefined();
    expect(validateUsername(undefined)).toBeUndefined();
  });
});

describe('validateIdentifier and validateClientIdentifier', () => {
  it('needs at least 3 characters', () => {
    expect(IDENTIFIER_MIN_LENGTH).toBe(3);
  });

  it.each(['demo', 'acme-gmbh-2', 'abc', 'a1b', 'a-b', 'abc-123', 'x2-y3-z4', 'company42'])('accepts %p', (id) => {
    expect(isValidIdentifier(id)).toBe(true);
    expect(validateIdentifier(id)).toBeUndefined();
    expect(validateClientIdentifier(id)).toBeUndefined();
  });

  it.each([
    ['shorter than 3 characters', 'ab'],
    ['starting with a hyphen', '-a'],
    ['starting with a hyphen (long)', '-abc'],
    ['starting with a digit', '1abc'],
    ['starting with an uppercase letter', 'Abc'],
    ['with an uppercase letter inside', 'aBc'],
    ['with a double hyphen', 'a--b'],
    ['ending with a hyphen', 'a-'],
    ['ending with a hyphen (long)', 'abc-'],
    ['with a dot', 'acme.gmbh'],
    ['with an underscore', 'acme_gmbh'],
    ['with a blank', 'acme gmbh'],
    ['with an umlaut', 'müller'],
  ])('rejects an identifier %s', (_rule, id) => {
    expect(isValidIdentifier(id)).toBe(false);
    expect(validateIdentifier(id)).toEqual({ key: 'identifier' });
    expect(validateClientIdentifier(id)).toEqual({ key: 'clientIdentifier' });
  });

  it('leaves empty values to the required validator', () => {
    expect(validateIdentifier('')).toBeUndefined();
    expect(validateClientIdentifier(null)).toBeUndefined();
  });
});
