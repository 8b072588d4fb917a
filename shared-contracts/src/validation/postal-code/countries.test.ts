import { COUNTRIES, COUNTRY_LIST, COUNTRY_TABLE, findCountry, indexCountries, listCountries } from './countries';
import { POSTAL_CODE_FORMATS } from './formats';

describe('COUNTRIES', () => {
  it('holds every ISO 3166-1 country plus the Canary Islands', () => {
    expect(COUNTRIES).toHaveLength(250);
  });

  it('has unique, well-formed codes', () => {
    const alpha2 = COUNTRIES.map((country) => country.alpha2);
    const alpha3 = COUNTRIES.map((country) => country.alpha3);
    expect(new Set(alpha2).size).toBe(COUNTRIES.length);
    expect(new Set(alpha3).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) {
      expect(country.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(country.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(country.countryName.trim()).not.toBe('');
    }
  });

  it('has a 3-digit numeric code for every country but the Canary Islands', () => {
    for (const country of COUNTRIES) {
      if (country.alpha2 === 'IC') expect(country.numeric3).toBe('');
      else expect(country.numeric3).toMatch(/^\d{3}$/);
    }
    const numeric = COUNTRIES.filter((country) => country.numeric3 !== '').map((country) => country.numeric3);
    expect(new Set(numeric).size).toBe(numeric.length);
  });

  it('only refers to formats that exist', () => {
    for (const country of COUNTRIES) {
      if (country.postalCodeFormat !== undefined) {
        expect({ country: country.alpha2, known: country.postalCodeFormat in POSTAL_CODE_FORMATS }).toEqual({
          country: country.alpha2,
          known: true,
        });
      }
    }
  });

  it.each([
    ['DE', 'DEU', '276', 'Germany', '5Digits'],
    ['AT', 'AUT', '040', 'Austria', '4Digits'],
    ['CH', 'CHE', '756', 'Switzerland', '4Digits'],
    ['GB', 'GBR', '826', 'United Kingdom', 'GB'],
    ['US', 'USA', '840', 'United States', '5Or9Digits'],
    ['AF', 'AFG', '004', 'Afghanistan', '4Digits'],
    ['IC', 'XIC', '', 'Canary Islands', 'IC'],
  ])('knows %s / %s', (alpha2, alpha3, numeric3, countryName, postalCodeFormat) => {
    expect(COUNTRY_TABLE[alpha2]).toEqual({ countryName, alpha2, alpha3, numeric3, postalCodeFormat });
    expect(COUNTRY_TABLE[alpha3]).toBe(COUNTRY_TABLE[alpha2]);
  });

  it.each(['AE', 'AO', 'HK', 'QA', 'JM', 'AQ', 'BO', 'GH', 'ZW'])(
    'has no postal-code format for %s, which has no postal codes',
    (alpha2) => {
      expect(COUNTRY_TABLE[alpha2]?.postalCodeFormat).toBeUndefined();
    },
  );
});

describe('COUNTRY_TABLE', () => {
  it('is keyed by both alpha-2 and alpha-3 codes', () => {
    expect(Object.keys(COUNTRY_TABLE)).toHaveLength(COUNTRIES.length * 2);
  });
});

describe('findCountry', () => {
  it('looks 2-letter codes up by alpha-2 and 3-letter codes by alpha-3', () => {
    expect(findCountry('DE')?.alpha3).toBe('DEU');
    expect(findCountry('DEU')?.alpha2).toBe('DE');
  });

  it('ignores case and surrounding blanks', () => {
    expect(findCountry(' de ')?.alpha2).toBe('DE');
    expect(findCountry('nld')?.alpha2).toBe('NL');
  });

  it('finds nothing for unknown codes or other lengths', () => {
    expect(findCountry('XX')).toBeUndefined();
    expect(findCountry('XXX')).toBeUndefined();
    expect(findCountry('D')).toBeUndefined();
    expect(findCountry('DEUT')).toBeUndefined();
    expect(findCountry('')).toBeUndefined();
  });

  it('uses an injected index', () => {
    const index = indexCountries([{ countryName: 'Testland', alpha2: 'tl', alpha3: 'tld', numeric3: '999' }]);
    expect(findCountry('TL', index)?.countryName).toBe('Testland');
    expect(findCountry('TLD', index)?.countryName).toBe('Testland');
    expect(findCountry('DE', index)).toBeUndefined();
  });
});

describe('COUNTRY_LIST', () => {
  it('holds every country sorted by name', () => {
    expect(COUNTRY_LIST).toHaveLength(COUNTRIES.length);
    const names = COUNTRY_LIST.map((country) => country.countryName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(COUNTRY_LIST[0]?.alpha2).toBe('AF');
  });
});

describe('listCountries', () => {
  it('names and sorts countries in English by default', () => {
    const options = listCountries();
    expect(options).toHaveLength(COUNTRIES.length);
    expect(options.find((option) => option.alpha2 === 'DE')?.name).toBe('Germany');
    const names = options.map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en-GB').compare));
  });

  it('names and sorts countries in German', () => {
    const options = listCountries('de-DE');
    const byCode = new Map(options.map((option) => [option.alpha2, option]));
    expect(byCode.get('DE')?.name).toBe('Deutschland');
    expect(byCode.get('AT')?.name).toBe('Österreich');
    expect(byCode.get('IC')?.name).toBe('Kanarische Inseln');
    expect(byCode.get('DE')?.alpha3).toBe('DEU');
    const names = options.map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de-DE').compare));
  });

  it('falls back to the table names for an unusable locale', () => {
    const options = listCountries('not a locale!');
    expect(options.find((option) => option.alpha2 === 'DE')?.name).toBe('Germany');
  });
});
