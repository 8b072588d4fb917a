import { DEFAULT_MAXIMUM_FRACTION_DIGITS, DEFAULT_MINIMUM_FRACTION_DIGITS, formatNumber } from './number';

describe('formatNumber', () => {
  it('defaults to German with 2 to 5 fraction digits', () => {
    expect(DEFAULT_MINIMUM_FRACTION_DIGITS).toBe(2);
    expect(DEFAULT_MAXIMUM_FRACTION_DIGITS).toBe(5);
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber(0)).toBe('0,00');
    expect(formatNumber(3.14159265)).toBe('3,14159');
    expect(formatNumber(-1234567.891)).toBe('-1.234.567,891');
  });

  it('formats British English', () => {
    expect(formatNumber(1234.5, 'en_GB')).toBe('1,234.50');
    expect(formatNumber(3.14159265, 'en_GB')).toBe('3.14159');
  });

  it('falls back to German for unknown languages', () => {
    expect(formatNumber(1234.5, 'fr_FR')).toBe('1.234,50');
  });

  it('honours explicit fraction digits', () => {
    expect(formatNumber(1234.5678, 'de_DE', { minimumFractionDigits: 0, maximumFractionDigits: 0 })).toBe('1.235');
    expect(formatNumber(12, 'en_GB', { minimumFractionDigits: 0 })).toBe('12');
    expect(formatNumber(1.23456789, 'en_GB', { maximumFractionDigits: 3 })).toBe('1.235');
  });

  it('resolves conflicting bounds instead of throwing', () => {
    expect(formatNumber(1.5, 'en_GB', { maximumFractionDigits: 0 })).toBe('2');
    expect(formatNumber(1.5, 'en_GB', { minimumFractionDigits: 6 })).toBe('1.500000');
    expect(formatNumber(1.5, 'en_GB', { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toBe('1.5');
  });
});
