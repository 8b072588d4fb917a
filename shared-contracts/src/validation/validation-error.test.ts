import {
  VALIDATION_KEYS,
  composeValidators,
  firstError,
  hasText,
  isEmptyValue,
  isValidationKey,
  validationError,
  type Validator,
} from './validation-error';

describe('VALIDATION_KEYS', () => {
  it('lists every key of docs/product.md §8 (and ours: url, colour, contrast, hostname) exactly once, ending with the default key unknown', () => {
    expect(VALIDATION_KEYS).toEqual([
      'required',
      'email',
      'minlength',
      'maxlength',
      'min',
      'max',
      'numeric',
      'phoneNumber',
      'password',
      'shouldMatch',
      'shouldNotMatch',
      'identifier',
      'clientIdentifier',
      'username',
      'checkUsername',
      'zipcode',
      'invalidDate',
      'minDate',
      'maxDate',
      'url',
      'colour',
      'contrast',
      'hostname',
      'unknown',
    ]);
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
  });

  it('recognises known keys and rejects others', () => {
    expect(isValidationKey('zipcode')).toBe(true);
    expect(isValidationKey('minLength')).toBe(false);
    expect(isValidationKey('')).toBe(false);
  });
});

describe('validationError', () => {
  it('omits params when there are none', () => {
    expect(validationError('email')).toEqual({ key: 'email' });
    expect('params' in validationError('email')).toBe(false);
  });

  it('keeps params when given', () => {
    expect(validationError('minlength', { chars: 3 })).toEqual({ key: 'minlength', params: { chars: 3 } });
  });
});

describe('isEmptyValue', () => {
  it.each([undefined, null, '', '   ', '\t\n', []])('treats %p as empty', (value) => {
    expect(isEmptyValue(value)).toBe(true);
  });

  it.each([0, false, 'a', ' a ', [1], {}])('treats %p as filled in', (value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});

describe('hasText', () => {
  it('is true for text with something besides blanks', () => {
    expect(hasText('a')).toBe(true);
    expect(hasText('  a ')).toBe(true);
  });

  it.each([undefined, null, '', '   ', 0, ['a']])('is false for %p', (value) => {
    expect(hasText(value)).toBe(false);
  });
});

describe('firstError and composeValidators', () => {
  const mustBeLong: Validator<string> = (value) => (value.length < 3 ? validationError('minlength', { chars: 3 }) : undefined);
  const mustBeDigits: Validator<string> = (value) => (/^\d+$/.test(value) ? undefined : validationError('numeric'));

  it('answers the first failing validator in order', () => {
    expect(firstError('a', [mustBeLong, mustBeDigits])).toEqual({ key: 'minlength', params: { chars: 3 } });
    expect(firstError('abc', [mustBeLong, mustBeDigits])).toEqual({ key: 'numeric' });
  });

  it('answers undefined when all pass or none are given', () => {
    expect(firstError('123', [mustBeLong, mustBeDigits])).toBeUndefined();
    expect(firstError('x', [])).toBeUndefined();
  });

  it('composes validators into one', () => {
    const validate = composeValidators(mustBeDigits, mustBeLong);
    expect(validate('ab')).toEqual({ key: 'numeric' });
    expect(validate('12')).toEqual({ key: 'minlength', params: { chars: 3 } });
    expect(validate('123')).toBeUndefined();
  });
});
