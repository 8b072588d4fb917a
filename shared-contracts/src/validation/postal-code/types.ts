/** One row of the country reference table (docs/product.md §3). */
export interface CountryEntry {
  countryName: string;
  alpha2: string;
  alpha3: string;
  /** ISO numeric code as text to keep leading zeros; empty for the Canary Islands, which have none. */
  numeric3: string;
  /** Name of the entry in the postal-code format table; absent where the country has no postal codes. */
  postalCodeFormat?: string;
}

/** Sample values a format must accept and reject; the tests run every one. */
export interface PostalCodeTestData {
  Valid: string[];
  Invalid: string[];
}

/** How postal codes of one kind look (field names as in docs/product.md §3). */
export interface PostalCodeFormat {
  Description: string;
  /** Characters deleted before matching, e.g. ' -' so that '123 45' and '12345' are the same code. */
  RedundantCharacters: string;
  /** Pattern the cleaned code must match as a whole, case-insensitively. */
  ValidationRegex: string;
  TestData: PostalCodeTestData;
}

/** Postal-code formats keyed by format name. */
export type PostalCodeFormatTable = Readonly<Record<string, PostalCodeFormat>>;

/** Outcome of a postal-code check; the message is the English text of docs/product.md §5. */
export type PostalCodeValidationResult = { valid: true } | { valid: false; message: string };
