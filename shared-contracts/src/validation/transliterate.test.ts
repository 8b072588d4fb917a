import { transliterate } from './transliterate';

describe('transliterate', () => {
  it.each([
    ['Müller', 'Mueller'],
    ['Jürgen Größe', 'Juergen Groesse'],
    ['ÄÖÜ äöü ß ẞ', 'AeOeUe aeoeue ss SS'],
    ['José Núñez', 'Jose Nunez'],
    ['François Lefèvre', 'Francois Lefevre'],
    ['Dvořák', 'Dvorak'],
    ['Łukasz Żółć', 'Lukasz Zolc'],
    ['Søren Ærø', 'Soren Aero'],
    ['Þór Guðmundsson', 'Thor Gudmundsson'],
    ['Œuvre', 'Oeuvre'],
    ['plain', 'plain'],
  ])('%p → %p', (input, expected) => {
    expect(transliterate(input)).toBe(expected);
  });

  it('handles umlauts written with a combining mark like precomposed ones', () => {
    expect(transliterate('Mu\u0308ller')).toBe('Muller');
    expect(transliterate('Mu\u0308ller'.normalize('NFC'))).toBe('Mueller');
  });
});
