/** i18n keys of boolean labels; the texts live in the translation files. */
export const BOOLEAN_I18N_KEYS = {
  yes: 'common.boolean.yes',
  no: 'common.boolean.no',
  active: 'common.boolean.active',
  inactive: 'common.boolean.inactive',
} as const;

/** Which pair of words shows a boolean (docs/product.md §9: no/yes or inactive/active). */
export type BooleanVariant = 'yesNo' | 'activeInactive';

/** One of the boolean label keys. */
export type BooleanI18nKey = (typeof BOOLEAN_I18N_KEYS)[keyof typeof BOOLEAN_I18N_KEYS];

/** Answers the i18n key for a boolean; a missing value reads as false, as an unset flag is off. */
export function formatBoolean(value: boolean | null | undefined, variant: BooleanVariant = 'yesNo'): BooleanI18nKey {
  if (variant === 'activeInactive') return value === true ? BOOLEAN_I18N_KEYS.active : BOOLEAN_I18N_KEYS.inactive;
  return value === true ? BOOLEAN_I18N_KEYS.yes : BOOLEAN_I18N_KEYS.no;
}
