import { PASSWORD_MIN_LENGTH, checkPasswordPolicy, isValidPassword, validatePassword } from './password';

describe('password policy', () => {
  it('requires at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it.each(['Abcdef1!', 'Sommer2024!', 'Pass word 1', 'Zz9\tzzzz', 'Äpfel#12', 'straßE1.', 'ÜBER-all9'])('accepts %p', (password) => {
    expect(isValidPassword(password)).toBe(true);
    expect(validatePassword(password)).toBeUndefined();
  });

  it.each([
    ['too short (7 characters)', 'Abcde1!'],
    ['no digit', 'Abcdefg!'],
    ['no lowercase letter', 'ABCDEF1!'],
    ['no uppercase letter', 'abcdef1!'],
    ['no special or whitespace character', 'Abcdefg1'],
  ])('rejects a password with %s', (_rule, password) => {
    expect(isValidPassword(password)).toBe(false);
    expect(validatePassword(password)).toEqual({ key: 'password', params: { chars: 8 } });
  });

  it('reports each rule separately', () => {
    expect(checkPasswordPolicy('abc')).toEqual({
      minLength: false,
      digit: false,
      lowercase: true,
      uppercase: false,
      specialOrWhitespace: false,
    });
    expect(checkPasswordPolicy('ABC 1')).toEqual({
      minLength: false,
      digit: true,
      lowercase: false,
      uppercase: true,
      specialOrWhitespace: true,
    });
    expect(checkPasswordPolicy('Abcdef1!')).toEqual({
      minLength: true,
      digit: true,
      lowercase: true,
      uppercase: true,
      specialOrWhitespace: true,
    });
  });

  it('counts a space as the special character', () => {
    expect(checkPasswordPolicy('Abcdef 1').specialOrWhitespace).toBe(true);
    expect(isValidPassword('Abcdef 1')).toBe(true);
  });

  it('leaves an empty password to the required validator', () => {
    expect(validatePassword('')).toBeUndefined();
    expect(validatePassword(null)).toBeUndefined();
  });
});
