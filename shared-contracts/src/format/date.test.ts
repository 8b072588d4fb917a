import { formatDate, formatDateTime, formatDay } from './date';

describe('formatDate', () => {
  it('shows a short German date by default', () => {
    expect(formatDate('2024-03-01')).toBe('01.03.24');
  });

  it('shows a short British date', () => {
    expect(formatDate('2024-03-01', 'en_GB')).toBe('01/03/2024');
  });

  it('supports longer styles', () => {
    expect(formatDate('2024-03-01', 'de_DE', 'medium')).toBe('01.03.2024');
    expect(formatDate('2024-03-01', 'de_DE', 'long')).toBe('1. März 2024');
    expect(formatDate('2024-03-01', 'en_GB', 'long')).toBe('1 March 2024');
  });

  it('keeps the calendar day of a plain date in every time zone', () => {
    expect(formatDate('2024-03-01', 'de_DE', 'short', 'America/Los_Angeles')).toBe('01.03.24');
    expect(formatDate('2024-03-01', 'de_DE', 'short', 'Pacific/Kiritimati')).toBe('01.03.24');
  });

  it('shows instants in the requested time zone', () => {
    expect(formatDate('2024-03-01T23:30:00Z', 'de_DE', 'short', 'Europe/Berlin')).toBe('02.03.24');
    expect(formatDate(new Date(Date.UTC(2024, 2, 1, 12)), 'en_GB', 'short', 'UTC')).toBe('01/03/2024');
    expect(formatDate(Date.UTC(2024, 2, 1, 12), 'en_GB', 'short', 'UTC')).toBe('01/03/2024');
  });

  it('answers an empty string for invalid input', () => {
    expect(formatDate('2024-02-30')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date('nonsense'))).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows short date and time', () => {
    expect(formatDateTime('2024-03-01T14:05:00Z', 'de_DE', { timeZone: 'Europe/Berlin' })).toBe('01.03.24, 15:05');
    expect(formatDateTime('2024-03-01T14:05:00Z', 'en_GB', { timeZone: 'UTC' })).toBe('01/03/2024, 14:05');
  });

  it('supports other styles', () => {
    expect(
      formatDateTime('2024-03-01T14:05:09Z', 'en_GB', {
        dateStyle: 'medium',
        timeStyle: 'medium',
        timeZone: 'UTC',
      }),
    ).toBe('1 Mar 2024, 14:05:09');
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
    expect(formatDateTime('2024-03-01T10:00:00Z', 'de_DE', { timeZone: 'UTC' })).toBe('01.03.24, 10:00');
    expect(built.mock.calls.length).toBeLessThanOrEqual(2);
    built.mockRestore();
  });
});

describe('formatDay', () => {
  it('writes a day with the year in full, one format per language', () => {
    expect(formatDay('2024-03-01', 'de_DE')).toBe('01.03.2024');
    expect(formatDay('2024-03-01', 'en_GB')).toBe('01/03/2024');
    expect(formatDay('2024-03-01T23:30:00Z', 'de_DE', 'Europe/Berlin')).toBe('02.03.2024');
    expect(formatDay('nonsense', 'de_DE')).toBe('');
  });
});
