import { DEFAULT_PHONE_COUNTRY, isValidPhoneNumber, normalizePhoneNumber, validatePhoneNumber } from './phone';

describe('validatePhoneNumber', () => {
  it('assumes Germany for national numbers', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('DE');
  });

  it.each([
    '030 1234567',
    '030/1234567',
    '0171 1234567',
    '089 12345678',
    '+49 30 1234567',
    '0049 30 1234567',
    '+44 20 7946 0958',
    '+1 212 555 0100',
    '+43 1 5326000',
  ])('accepts %p', (phoneNumber) => {
    expect(isValidPhoneNumber(phoneNumber)).toBe(true);
    expect(validatePhoneNumber(phoneNumber)).toBeUndefined();
  });

  it.each(['12', 'abc', '+49 000 0000000', '0000', '+999 123456', '030', '+49 171 12'])('rejects %p', (phoneNumber) => {
    expect(isValidPhoneNumber(phoneNumber)).toBe(false);
    expect(validatePhoneNumber(phoneNumber)).toEqual({ key: 'phoneNumber' });
  });

  it('reads national numbers for another default country', () => {
    expect(isValidPhoneNumber('01 5326000', 'AT')).toBe(true);
    expect(isValidPhoneNumber('020 7946 0958', 'gb')).toBe(true);
    expect(isValidPhoneNumber('020 7946 0958')).toBe(false);
  });

  it('still accepts international numbers when the default country is unknown', () => {
    expect(isValidPhoneNumber('+49 30 1234567', 'XX')).toBe(true);
    expect(isValidPhoneNumber('030 1234567', 'XX')).toBe(false);
  });

  it('leaves empty values to the required validator', () => {
    expect(validatePhoneNumber('')).toBeUndefined();
    expect(validatePhoneNumber(null)).toBeUndefined();
  });
});

describe('normalizePhoneNumber', () => {
  it.each([
    ['030 1234567', '+49301234567'],
    ['0049 (0)30 1234567', '+49301234567'],
    ['+49 171 1234567', '+491711234567'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('normalises %p to %p', (input, e164) => {
    expect(normalizePhoneNumber(input)).toBe(e164);
  });

  it('uses the given default country', () => {
    expect(normalizePhoneNumber('01 5326000', 'AT')).toBe('+4315326000');
  });

  it('answers undefined for invalid numbers', () => {
    expect(normalizePhoneNumber('12')).toBeUndefined();
    expect(normalizePhoneNumber('')).toBeUndefined();
  });
});
