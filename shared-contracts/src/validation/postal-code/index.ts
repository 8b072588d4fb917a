export type { CountryEntry, PostalCodeFormat, PostalCodeFormatTable, PostalCodeTestData, PostalCodeValidationResult } from './types';
export { POSTAL_CODE_FORMATS } from './formats';
export {
  COUNTRIES,
  COUNTRY_LIST,
  COUNTRY_TABLE,
  findCountry,
  indexCountries,
  listCountries,
  type CountryIndex,
  type CountryOption,
} from './countries';
export {
  DEFAULT_POSTAL_CODE_COUNTRY,
  createPostalCodeValidator,
  matchesPostalCodeFormat,
  stripRedundantCharacters,
  validatePostalCode,
  validateZipcode,
  type PostalCodeTables,
  type PostalCodeValidatorFunction,
} from './validate-postal-code';
