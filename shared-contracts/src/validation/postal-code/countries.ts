import { COUNTRIES } from './countries-data';
import type { CountryEntry } from './types';

export { COUNTRIES };

/** Country rows keyed by code; built per table so tests can inject their own rows. */
export interface CountryIndex {
  byAlpha2: ReadonlyMap<string, CountryEntry>;
  byAlpha3: ReadonlyMap<string, CountryEntry>;
}

/** Indexes country rows by alpha-2 and alpha-3 code (upper case). */
export function indexCountries(countries: readonly CountryEntry[]): CountryIndex {
  return {
    byAlpha2: new Map(countries.map((country) => [country.alpha2.toUpperCase(), country])),
    byAlpha3: new Map(countries.map((country) => [country.alpha3.toUpperCase(), country])),
  };
}

const DEFAULT_COUNTRY_INDEX = indexCountries(COUNTRIES);

/** The country reference table keyed by both alpha-2 and alpha-3 code (docs/product.md §3), e.g. 'DE' and 'DEU'. */
export const COUNTRY_TABLE: Readonly<Record<string, CountryEntry>> = Object.freeze(
  Object.fromEntries([...DEFAULT_COUNTRY_INDEX.byAlpha2, ...DEFAULT_COUNTRY_INDEX.byAlpha3]),
);

/** Finds a country by a 2-letter (alpha-2) or 3-letter (alpha-3) code, ignoring case and blanks. */
export function findCountry(code: string, index: CountryIndex = DEFAULT_COUNTRY_INDEX): CountryEntry | undefined {
  const normalized = code.trim().toUpperCase();
  if (normalized.length === 2) return index.byAlpha2.get(normalized);
  if (normalized.length === 3) return index.byAlpha3.get(normalized);
  return undefined;
}

/** Every country sorted by its English name, for country dropdowns. */
export const COUNTRY_LIST: readonly CountryEntry[] = [...COUNTRIES].sort((a, b) => a.countryName.localeCompare(b.countryName, 'en'));

/** A country dropdown option with a name in the user's language. */
export interface CountryOption {
  alpha2: string;
  alpha3: string;
  name: string;
}

function localizedCountryName(country: CountryEntry, displayNames: Intl.DisplayNames | undefined): string {
  const name = displayNames?.of(country.alpha2);
  // DisplayNames answers the code itself for regions it does not know.
  return name === undefined || name === country.alpha2 ? country.countryName : name;
}

function canonicalLocale(locale: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(locale)[0];
  } catch {
    return undefined;
  }
}

function createDisplayNames(locale: string): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  } catch {
    // Runtimes without region names fall back to the English table names.
    return undefined;
  }
}

/** Lists countries as dropdown options named and sorted for a BCP 47 locale, e.g. 'de-DE' puts 'Österreich' near 'Oman'. */
export function listCountries(locale = 'en-GB'): CountryOption[] {
  // A malformed locale must not break a form, so it falls back to the English names and order.
  const resolvedLocale = canonicalLocale(locale);
  const displayNames = resolvedLocale === undefined ? undefined : createDisplayNames(resolvedLocale);
  const collator = new Intl.Collator(resolvedLocale === undefined ? ['en'] : [resolvedLocale, 'en'], {
    sensitivity: 'base',
  });
  return COUNTRIES.map((country) => ({
    alpha2: country.alpha2,
    alpha3: country.alpha3,
    name: localizedCountryName(country, displayNames),
  })).sort((a, b) => collator.compare(a.name, b.name));
}
