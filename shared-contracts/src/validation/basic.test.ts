import {
  countCharacters,
  isValidEmail,
  parseFormNumber,
  validateEmail,
  validateMax,
  validateMaxLength,
  validateMin,
  validateMinLength,
  validateNumeric,
  validateRequired,
  validateShouldMatch,
  validateShouldNotMatch,
  validateWebUrl,
} from './basic';

describe('validateRequired', () => {
  it.each([undefined, null, '', '  ', []])('fails for the empty value %p', (value) => {
    expect(validateRequired(value)).toEqual({ key: 'required' });
  });

  it('names the field in the params when given', () => {
    expect(validateRequired('', 'firstName')).toEqual({ key: 'required', params: { field: 'firstName' } });
  });

  it.each(['x', 0, false, ['a'], { a: 1 }])('passes for the filled-in value %p', (value) => {
    expect(validateRequired(value, 'field')).toBeUndefined();
  });
});

describe('validateEmail', () => {
  it.each([
    'max.mustermann@example.com',
    'a@b.de',
    'first+tag@sub.domain.example.org',
    "o'brien@example.ie",
    'user_name-1@my-company.co.uk',
    'info@müller.de',
    'UPPER@EXAMPLE.COM',
  ])('accepts %p', (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });

  it.each([
    'plainaddress',
    '@example.com',
    'user@',
    'user@example',
    'user@@example.com',
    'user@exa@mple.com',
    'user name@example.com',
    ' user@example.com',
    'user@example.com ',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'user@example..com',
    'user@-example.com',
    'user@example-.com',
    'user@example.c',
    'user@example.123',
  ])('rejects %p', (email) => {
    expect(validateEmail(email)).toEqual({ key: 'email' });
  });

  it('rejects addresses longer than 254 characters', () => {
    const longAddress = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.de`;
    expect(longAddress.length).toBeGreaterThan(254);
    expect(isValidEmail(longAddress)).toBe(false);
  });

  it('leaves empty values to the required validator', () => {
    expect(validateEmail('')).toBeUndefined();
    expect(validateEmail(null)).toBeUndefined();
    expect(validateEmail(undefined)).toBeUndefined();
  });
});

describe('validateMinLength and validateMaxLength', () => {
  it('fails below the minimum with the limit in params.chars', () => {
    expect(validateMinLength('ab', 3)).toEqual({ key: 'minlength', params: { chars: 3 } });
  });

  it('passes at and above the minimum', () => {
    expect(validateMinLength('abc', 3)).toBeUndefined();
    expect(validateMinLength('abcd', 3)).toBeUndefined();
  });

  it('leaves empty values to the required validator', () => {
    expect(validateMinLength('', 3)).toBeUndefined();
    expect(validateMinLength(null, 3)).toBeUndefined();
  });

  it('fails above the maximum with the limit in params.chars', () => {
    expect(validateMaxLength('abcd', 3)).toEqual({ key: 'maxlength', params: { chars: 3 } });
  });

  it('passes at and below the maximum', () => {
    expect(validateMaxLength('abc', 3)).toBeUndefined();
    expect(validateMaxLength('', 3)).toBeUndefined();
    expect(validateMaxLength(undefined, 3)).toBeUndefined();
  });

  it('counts an emoji or umlaut as one character', () => {
    expect(countCharacters('👍🏽')).toBe(2);
    expect(countCharacters('😀')).toBe(1);
    expect(validateMaxLength('Jürgen😀', 7)).toBeUndefined();
    expect(validateMinLength('😀😀', 3)).toEqual({ key: 'minlength', params: { chars: 3 } });
  });
});

describe('parseFormNumber', () => {
  it.each([
    [42, 42],
    ['42', 42],
    [' 3.5 ', 3.5],
    ['3,5', 3.5],
    ['-7', -7],
    ['+2', 2],
    [',5', 0.5],
  ])('reads %p as %p', (input, expected) => {
    expect(parseFormNumber(input)).toBe(expected);
  });

  it.each(['', 'abc', '1.000,5', '1e3', '12a', null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('does not read %p', (input) => {
    expect(parseFormNumber(input)).toBeUndefined();
  });
});

describe('validateMin and validateMax', () => {
  it('fails below min with the limit in params', () => {
    expect(validateMin(0, 1)).toEqual({ key: 'min', params: { min: 1 } });
    expect(validateMin('0,5', 1)).toEqual({ key: 'min', params: { min: 1 } });
  });

  it('passes at and above min', () => {
    expect(validateMin(1, 1)).toBeUndefined();
    expect(validateMin('10', 1)).toBeUndefined();
  });

  it('fails above max with the limit in params', () => {
    expect(validateMax(11, 10)).toEqual({ key: 'max', params: { max: 10 } });
    expect(validateMax('10.01', 10)).toEqual({ key: 'max', params: { max: 10 } });
  });

  it('passes at and below max', () => {
    expect(validateMax(10, 10)).toBeUndefined();
    expect(validateMax(-3, 10)).toBeUndefined();
  });

  it('leaves empty and non-numeric values to other validators', () => {
    expect(validateMin('', 1)).toBeUndefined();
    expect(validateMin('abc', 1)).toBeUndefined();
    expect(validateMax(null, 1)).toBeUndefined();
  });
});

describe('validateNumeric', () => {
  it.each(['0', '0123', '42', 42])('accepts %p', (value) => {
    expect(validateNumeric(value)).toBeUndefined();
  });

  it.each(['1.5', '1,5', '-1', '+1', '12a', ' 12', '1 2', '١٢', 1.5, -1])('rejects %p', (value) => {
    expect(validateNumeric(value)).toEqual({ key: 'numeric' });
  });

  it('leaves empty values to the required validator', () => {
    expect(validateNumeric('')).toBeUndefined();
    expect(validateNumeric(undefined)).toBeUndefined();
  });
});

describe('validateShouldMatch and validateShouldNotMatch', () => {
  const labels = { field: 'confirmPassword', otherField: 'newPassword' };

  it('fails with both field labels when values differ', () => {
    expect(validateShouldMatch('Secret1!', 'Secret2!', labels)).toEqual({
      key: 'shouldMatch',
      params: { field: 'confirmPassword', otherField: 'newPassword' },
    });
  });

  it('passes when values are equal or the field is still empty', () => {
    expect(validateShouldMatch('Secret1!', 'Secret1!', labels)).toBeUndefined();
    expect(validateShouldMatch('', 'Secret1!', labels)).toBeUndefined();
  });

  it('compares exactly (case matters)', () => {
    expect(validateShouldMatch('secret', 'Secret', labels)?.key).toBe('shouldMatch');
  });

  it('fails with both field labels when values are equal but must not be', () => {
    const passwordLabels = { field: 'newPassword', otherField: 'currentPassword' };
    expect(validateShouldNotMatch('Old1!old', 'Old1!old', passwordLabels)).toEqual({
      key: 'shouldNotMatch',
      params: { field: 'newPassword', otherField: 'currentPassword' },
    });
  });

  it('passes when values differ or the field is empty', () => {
    expect(validateShouldNotMatch('New1!new', 'Old1!old', labels)).toBeUndefined();
    expect(validateShouldNotMatch('', '', labels)).toBeUndefined();
  });
});

describe('validateWebUrl', () => {
  it.each([
    'https://www.demo-gmbh.example',
    'http://intranet.example/arbeitsschutz?tab=1#top',
    'HTTPS://EXAMPLE.COM',
    ' https://padded.example ',
  ])('takes the web address %p', (value) => {
    expect(validateWebUrl(value)).toBeUndefined();
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://files.example',
    '//evil.example',
    '/relative/path',
    'www.example.com',
    'https://',
    'https://bank.example@evil.example',
    'https://exa mple.com',
    'https://example.com/\tjavascript:',
  ])('refuses %p with the key url', (value) => {
    expect(validateWebUrl(value)).toEqual({ key: 'url' });
  });

  it('leaves empty values to validateRequired', () => {
    expect(validateWebUrl('')).toBeUndefined();
    expect(validateWebUrl(null)).toBeUndefined();
  });
});
