import { BOOLEAN_I18N_KEYS, formatBoolean } from './boolean';

describe('formatBoolean', () => {
  it('exports the i18n keys', () => {
    expect(BOOLEAN_I18N_KEYS).toEqual({
      yes: 'common.boolean.yes',
      no: 'common.boolean.no',
      active: 'common.boolean.active',
      inactive: 'common.boolean.inactive',
    });
  });

  it('answers yes/no keys by default', () => {
    expect(formatBoolean(true)).toBe('common.boolean.yes');
    expect(formatBoolean(false)).toBe('common.boolean.no');
  });

  it('answers active/inactive keys', () => {
    expect(formatBoolean(true, 'activeInactive')).toBe('common.boolean.active');
    expect(formatBoolean(false, 'activeInactive')).toBe('common.boolean.inactive');
  });

  it('reads a missing value as false', () => {
    expect(formatBoolean(null)).toBe('common.boolean.no');
    expect(formatBoolean(undefined, 'activeInactive')).toBe('common.boolean.inactive');
  });
});
