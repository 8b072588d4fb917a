import { isValidIsoDate, latestTodayOnEarth, localIsoDay, parseIsoDate, validateBirthDate, validateDate } from './date';

describe('isValidIsoDate', () => {
  it.each([
    '2024-03-01',
    '2024-02-29',
    '2000-02-29',
    '1999-12-31',
    '0050-01-01',
    '2024-03-01T10:15',
    '2024-03-01T10:15:30',
    '2024-03-01T10:15:30.123',
    '2024-03-01T10:15:30Z',
    '2024-03-01T10:15:30.123456Z',
    '2024-03-01T10:15:30+01:00',
    '2024-03-01T10:15:30-0530',
    ' 2024-03-01 ',
  ])('accepts %p', (text) => {
    expect(isValidIsoDate(text)).toBe(true);
  });

  it.each([
    '',
    '2024-3-1',
    '01.03.2024',
    '03/01/2024',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '2023-02-29',
    '1900-02-29',
    '2024-02-30',
    '2024-03-00',
    '2024-03-01T24:00',
    '2024-03-01T10:60',
    '2024-03-01T10:15:60',
    '2024-03-01T10',
    '2024-03-01 10:15',
    '2024-03-01T10:15:30+24:00',
    '2024-03-01T10:15:30+01:60',
    'today',
  ])('rejects %p', (text) => {
    expect(isValidIsoDate(text)).toBe(false);
  });
});

describe('localIsoDay', () => {
  it('writes the local calendar day of a Date, with four year digits also for early years', () => {
    expect(localIsoDay(new Date(2027, 2, 1, 23, 30))).toBe('2027-03-01');
    const early = new Date(2027, 2, 1);
    early.setFullYear(2);
    expect(localIsoDay(early)).toBe('0002-03-01');
    expect(isValidIsoDate(localIsoDay(early))).toBe(true);
  });
});

describe('parseIsoDate', () => {
  it('reads a plain date as UTC midnight', () => {
    expect(parseIsoDate('2024-03-01')?.toISOString()).toBe('2024-03-01T00:00:00.000Z');
  });

  it('applies the offset of a date-time', () => {
    expect(parseIsoDate('2024-03-01T10:00:00+02:00')?.toISOString()).toBe('2024-03-01T08:00:00.000Z');
    expect(parseIsoDate('2024-03-01T10:00:00-0130')?.toISOString()).toBe('2024-03-01T11:30:00.000Z');
  });

  it('reads a date-time without offset as UTC and keeps milliseconds', () => {
    expect(parseIsoDate('2024-03-01T10:00:05.25')?.toISOString()).toBe('2024-03-01T10:00:05.250Z');
  });

  it('keeps years below 100', () => {
    expect(parseIsoDate('0050-06-15')?.getUTCFullYear()).toBe(50);
  });

  it('answers undefined for invalid dates', () => {
    expect(parseIsoDate('2024-02-30')).toBeUndefined();
  });
});

describe('validateDate', () => {
  it('passes a valid date without limits', () => {
    expect(validateDate('2024-03-01')).toBeUndefined();
    expect(validateDate(new Date(2024, 2, 1))).toBeUndefined();
  });

  it('fails with invalidDate for impossible or malformed dates', () => {
    expect(validateDate('2024-02-30')).toEqual({ key: 'invalidDate' });
    expect(validateDate('1.3.2024')).toEqual({ key: 'invalidDate' });
    expect(validateDate(new Date('nonsense'))).toEqual({ key: 'invalidDate' });
  });

  it('leaves empty values to the required validator', () => {
    expect(validateDate('')).toBeUndefined();
    expect(validateDate(null)).toBeUndefined();
    expect(validateDate(undefined)).toBeUndefined();
  });

  it('fails with minDate (limit in params) before the minimum, inclusive bound', () => {
    expect(validateDate('2024-02-29', { minDate: '2024-03-01' })).toEqual({
      key: 'minDate',
      params: { minDate: '2024-03-01' },
    });
    expect(validateDate('2024-03-01', { minDate: '2024-03-01' })).toBeUndefined();
    expect(validateDate('2024-03-02', { minDate: '2024-03-01' })).toBeUndefined();
  });

  it('fails with maxDate (limit in params) after the maximum, inclusive bound', () => {
    expect(validateDate('2024-03-02', { maxDate: '2024-03-01' })).toEqual({
      key: 'maxDate',
      params: { maxDate: '2024-03-01' },
    });
    expect(validateDate('2024-03-01', { maxDate: '2024-03-01' })).toBeUndefined();
  });

  it('checks both limits', () => {
    const limits = { minDate: '2024-01-01', maxDate: '2024-12-31' };
    expect(validateDate('2023-12-31', limits)?.key).toBe('minDate');
    expect(validateDate('2025-01-01', limits)?.key).toBe('maxDate');
    expect(validateDate('2024-06-15', limits)).toBeUndefined();
  });

  it('compares calendar days when either side is a plain date', () => {
    expect(validateDate('2024-03-01T23:59:00Z', { maxDate: '2024-03-01' })).toBeUndefined();
    expect(validateDate('2024-03-01', { minDate: '2024-03-01T12:00:00Z' })).toBeUndefined();
    expect(validateDate('2024-03-02T00:00:00Z', { maxDate: '2024-03-01' })?.key).toBe('maxDate');
  });

  it('compares instants when both sides carry a time', () => {
    expect(validateDate('2024-03-01T10:00:00Z', { minDate: '2024-03-01T10:00:01Z' })?.key).toBe('minDate');
    expect(validateDate('2024-03-01T12:00:00+02:00', { maxDate: '2024-03-01T10:00:00Z' })).toBeUndefined();
  });

  it('takes the local day of a Date limit, as date pickers produce local midnight', () => {
    const today = new Date(2024, 2, 1, 15, 30);
    expect(validateDate('2024-03-01', { minDate: today })).toBeUndefined();
    expect(validateDate('2024-02-29', { minDate: today })).toEqual({
      key: 'minDate',
      params: { minDate: today.toISOString() },
    });
  });

  it('ignores a limit that is not a date', () => {
    expect(validateDate('2024-03-01', { minDate: 'soon' })).toBeUndefined();
  });
});

describe('validateBirthDate', () => {
  it('accepts a birth date from 1900-01-01 up to and including today', () => {
    expect(validateBirthDate('1900-01-01', '2026-11-25')).toBeUndefined();
    expect(validateBirthDate('2026-11-25', '2026-11-25')).toBeUndefined();
    expect(validateBirthDate(null, '2026-11-25')).toBeUndefined();
  });

  it('refuses a future, an earlier than 1900 and an impossible date, naming the limit', () => {
    expect(validateBirthDate('2090-01-01', '2026-11-25')).toEqual({ key: 'maxDate', params: { maxDate: '2026-11-25' } });
    expect(validateBirthDate('2026-11-26', '2026-11-25')).toEqual({ key: 'maxDate', params: { maxDate: '2026-11-25' } });
    expect(validateBirthDate('1899-12-31', '2026-11-25')).toEqual({ key: 'minDate', params: { minDate: '1900-01-01' } });
    expect(validateBirthDate('2024-02-30', '2026-11-25')).toEqual({ key: 'invalidDate' });
  });

  it("takes the day that starts first on earth as the server's today", () => {
    expect(latestTodayOnEarth(new Date('2026-11-25T09:59:59Z'))).toBe('2026-11-25');
    expect(latestTodayOnEarth(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-26');
  });
});
