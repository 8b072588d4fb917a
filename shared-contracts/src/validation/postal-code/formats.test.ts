import { POSTAL_CODE_FORMATS } from './formats';
import { matchesPostalCodeFormat, stripRedundantCharacters } from './validate-postal-code';

const formatEntries = Object.entries(POSTAL_CODE_FORMATS);

describe('POSTAL_CODE_FORMATS', () => {
  it('holds the generic digit formats of docs/product.md §5', () => {
    for (const digits of [2, 3, 4, 5, 6, 7, 8, 10]) {
      const format = POSTAL_CODE_FORMATS[`${digits}Digits`];
      expect(format).toBeDefined();
      expect(format && matchesPostalCodeFormat(format, '1'.repeat(digits))).toBe(true);
      expect(format && matchesPostalCodeFormat(format, '1'.repeat(digits + 1))).toBe(false);
      expect(format && matchesPostalCodeFormat(format, '1'.repeat(digits - 1))).toBe(false);
    }
  });

  describe.each(formatEntries)('format %s', (_name, format) => {
    it('is described and anchored to the whole value', () => {
      expect(format.Description.length).toBeGreaterThan(0);
      expect(format.ValidationRegex.startsWith('^')).toBe(true);
      expect(format.ValidationRegex.endsWith('$')).toBe(true);
      expect(() => new RegExp(format.ValidationRegex, 'i')).not.toThrow();
    });

    it('has valid and invalid samples', () => {
      expect(format.TestData.Valid.length).toBeGreaterThan(0);
      expect(format.TestData.Invalid.length).toBeGreaterThan(0);
    });

    it.each(format.TestData.Valid)('accepts its valid sample %p', (sample) => {
      expect(matchesPostalCodeFormat(format, sample)).toBe(true);
    });

    it.each(format.TestData.Invalid)('rejects its invalid sample %p', (sample) => {
      expect(matchesPostalCodeFormat(format, sample)).toBe(false);
    });
  });
});

describe('redundant characters', () => {
  it('are space and hyphen for most formats', () => {
    expect(POSTAL_CODE_FORMATS['5Digits']?.RedundantCharacters).toBe(' -');
    expect(POSTAL_CODE_FORMATS.GB?.RedundantCharacters).toBe(' -');
  });

  it('are only the space for Poland and Portugal, whose codes contain a hyphen', () => {
    expect(POSTAL_CODE_FORMATS.PL?.RedundantCharacters).toBe(' ');
    expect(POSTAL_CODE_FORMATS.PT?.RedundantCharacters).toBe(' ');
  });

  it('are none for Ireland', () => {
    expect(POSTAL_CODE_FORMATS.IE?.RedundantCharacters).toBe('');
  });

  it('are removed after trimming', () => {
    const format = { ...POSTAL_CODE_FORMATS['5Digits']!, RedundantCharacters: ' -' };
    expect(stripRedundantCharacters(format, '  12 3-45 ')).toBe('12345');
    expect(stripRedundantCharacters({ ...format, RedundantCharacters: '' }, ' 12 345 ')).toBe('12 345');
  });
});

describe('matchesPostalCodeFormat', () => {
  it('answers false for a format whose pattern does not compile', () => {
    const broken = { ...POSTAL_CODE_FORMATS['5Digits']!, ValidationRegex: '^(\\d{5}$' };
    expect(matchesPostalCodeFormat(broken, '12345')).toBe(false);
  });

  it('matches case-insensitively', () => {
    expect(matchesPostalCodeFormat(POSTAL_CODE_FORMATS.GB!, 'sw1a 1aa')).toBe(true);
  });
});
