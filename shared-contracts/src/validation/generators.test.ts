import { isValidIdentifier, isValidUsername } from './identifiers';
import { IDENTIFIER_SUFFIX_MAX, IDENTIFIER_SUFFIX_MIN, generateIdentifier, generateUsername, randomIdentifierSuffix } from './generators';

const fixedRandom = (value: number) => () => value;

describe('randomIdentifierSuffix', () => {
  it('spans 1000 to 9999', () => {
    expect(IDENTIFIER_SUFFIX_MIN).toBe(1000);
    expect(IDENTIFIER_SUFFIX_MAX).toBe(9999);
    expect(randomIdentifierSuffix(fixedRandom(0))).toBe(1000);
    expect(randomIdentifierSuffix(fixedRandom(0.5))).toBe(5500);
    expect(randomIdentifierSuffix(fixedRandom(0.999999))).toBe(9999);
  });

  it('stays in range for a random source that misbehaves', () => {
    expect(randomIdentifierSuffix(fixedRandom(1))).toBe(9999);
    expect(randomIdentifierSuffix(fixedRandom(-0.5))).toBe(1000);
  });

  it('always has four digits with Math.random', () => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      expect(String(randomIdentifierSuffix())).toMatch(/^[1-9]\d{3}$/);
    }
  });
});

describe('generateIdentifier', () => {
  const suffix4711 = fixedRandom((4711 - 1000) / 9000);

  it.each([
    ['Acme', 'acme-4711'],
    ['Müller & Söhne GmbH', 'mueller-soehne-gmbh-4711'],
    ['Straßenbau Köln', 'strassenbau-koeln-4711'],
    ['  Café   Crème  ', 'cafe-creme-4711'],
    ['Sales - North', 'sales-north-4711'],
    ['A.B.C. Logistik', 'abc-logistik-4711'],
    ['Team #1 (Nord)', 'team-1-nord-4711'],
    ['3M Deutschland', 'm-deutschland-4711'],
    ['-Führung-', 'fuehrung-4711'],
    ['Ærø Øst', 'aero-ost-4711'],
  ])('%p → %p', (name, expected) => {
    expect(generateIdentifier(name, suffix4711)).toBe(expected);
  });

  it('falls back to "id" when the name holds nothing usable', () => {
    expect(generateIdentifier('', suffix4711)).toBe('id-4711');
    expect(generateIdentifier('1234 !!!', suffix4711)).toBe('id-4711');
  });

  it('produces valid identifiers with a random suffix', () => {
    for (const name of ['Acme', 'Müller & Söhne', '  ', '42', 'Über-Firma AG']) {
      const identifier = generateIdentifier(name);
      expect(isValidIdentifier(identifier)).toBe(true);
      expect(identifier).toMatch(/-[1-9]\d{3}$/);
    }
  });
});

describe('generateUsername', () => {
  it.each([
    ['Max', 'Mustermann', 'max.mustermann'],
    ['Jürgen', 'Müller', 'juergen.mueller'],
    ['Hans-Peter', 'Groß', 'hans-peter.gross'],
    ['Anna Maria', 'von der Leyen', 'anna-maria.von-der-leyen'],
    ['José', 'Núñez', 'jose.nunez'],
    ['Sean', "O'Brien", 'sean.obrien'],
    ['  MAX ', ' MUSTERMANN ', 'max.mustermann'],
    ['007James', 'Bond', 'james.bond'],
    ['123', 'Schmidt', 'schmidt'],
    ['', 'Schmidt', 'schmidt'],
    ['Anna', '', 'anna'],
    ['Jean--Luc', 'Picard.', 'jean-luc.picard'],
    ['A', 'B', 'a.b'],
    ['Li', '2Xu', 'li.2xu'],
  ])('(%p, %p) → %p', (firstName, lastName, expected) => {
    const username = generateUsername(firstName, lastName);
    expect(username).toBe(expected);
    expect(isValidUsername(username)).toBe(true);
  });

  it('answers an empty string when no valid username can be made', () => {
    expect(generateUsername('', '')).toBe('');
    expect(generateUsername('42', '!!')).toBe('');
    expect(generateUsername('', 'Ng')).toBe('');
  });
});
