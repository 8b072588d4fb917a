import { formatDate, formatDateTime, formatMonth } from './date';

describe('formatDate', () => {
  it('writes a day with the year in full, one format per language', () => {
    expect(formatDate('2024-03-01')).toBe('01.03.2024');
    expect(formatDate('2024-03-01', 'de_DE')).toBe('01.03.2024');
    expect(formatDate('2024-03-01', 'en_GB')).toBe('01/03/2024');
  });

  it('keeps the calendar day of a plain date in every time zone', () => {
    expect(formatDate('2024-03-01', 'de_DE', { timeZone: 'America/Los_Angeles' })).toBe('01.03.2024');
    expect(formatDate('2024-03-01', 'de_DE', { timeZone: 'Pacific/Kiritimati' })).toBe('01.03.2024');
  });

  it('shows instants in the requested time zone', () => {
    expect(formatDate('2024-03-01T23:30:00Z', 'de_DE', { timeZone: 'Europe/Berlin' })).toBe('02.03.2024');
    expect(formatDate(new Date(Date.UTC(2024, 2, 1, 12)), 'en_GB', { timeZone: 'UTC' })).toBe('01/03/2024');
    expect(formatDate(Date.UTC(2024, 2, 1, 12), 'en_GB', { timeZone: 'UTC' })).toBe('01/03/2024');
  });

  it("writes each day as Intl does, in UTC and the runtime's zone, without building a formatter", () => {
    // The runtime's zone is the machine's (run with TZ=Pacific/Auckland to see days differ from UTC's).
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    const days = Array.from({ length: 400 }, (_, index) => new Date(Date.UTC(1999, 0, 1) + index * 7.3 * 86_400_000 + index * 3_600_000));
    for (const language of ['de_DE', 'en_GB'] as const) {
      const [utcFormat, ownFormat] = [{ timeZone: 'UTC' }, {}].map(
        (zone) => new Intl.DateTimeFormat(language.replace('_', '-'), { day: '2-digit', month: '2-digit', year: 'numeric', ...zone }),
      );
      built.mockClear();
      for (const day of days) {
        expect(formatDate(day, language, { timeZone: 'UTC' })).toBe(utcFormat!.format(day));
        expect(formatDate(day.getTime(), language)).toBe(ownFormat!.format(day));
        expect(formatDate(day.toISOString().slice(0, 10), language)).toBe(utcFormat!.format(day));
      }
      expect(built).not.toHaveBeenCalled();
    }
    built.mockRestore();
  });

  it('answers an empty string for invalid input', () => {
    expect(formatDate('2024-02-30')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date('nonsense'))).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes the day as formatDate does and the time in whole minutes, 24 hours', () => {
    expect(formatDateTime('2024-03-01T14:05:09Z', 'de_DE', { timeZone: 'Europe/Berlin' })).toBe('01.03.2024, 15:05');
    expect(formatDateTime('2024-03-01T14:05:09Z', 'en_GB', { timeZone: 'UTC' })).toBe('01/03/2024, 14:05');
    expect(formatDateTime('2024-03-01T00:05:00Z', 'en_GB', { timeZone: 'UTC' })).toBe('01/03/2024, 00:05');
  });

  it('answers an empty string for invalid input', () => {
    expect(formatDateTime('yesterday')).toBe('');
  });
});

describe('formatters built once', () => {
  it('formats many dates with one formatter per locale and options, each as if it were new', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    const texts = [0, 1, 2].map((day) => formatDateTime(`2024-03-0${day + 1}T10:00:00Z`, 'en_GB', { timeZone: 'UTC' }));
    expect(texts).toEqual(['01/03/2024, 10:00', '02/03/2024, 10:00', '03/03/2024, 10:00']);
    expect(formatDateTime('2024-03-01T10:00:00Z', 'de_DE', { timeZone: 'UTC' })).toBe('01.03.2024, 10:00');
    expect(built.mock.calls.length).toBeLessThanOrEqual(2);
    built.mockRestore();
  });
});

describe('formatMonth', () => {
  it('writes a month in full or short in each language, whatever the time zone', () => {
    expect(formatMonth('2026-03', 'de_DE')).toBe('März 2026');
    expect(formatMonth('2026-03', 'en_GB')).toBe('March 2026');
    expect(formatMonth('2025-12', 'de_DE', 'short')).toBe('Dez. 25');
    expect(formatMonth('2025-12', 'en_GB', 'short')).toBe('Dec 25');
  });

  it('gives nothing for what is not a month', () => {
    expect(formatMonth('2026-3', 'de_DE')).toBe('');
    expect(formatMonth('März', 'de_DE')).toBe('');
  });
});
