import { COUNTRIES } from './countries';
import { POSTAL_CODE_FORMATS } from './formats';
import type { CountryEntry, PostalCodeFormat } from './types';
import { DEFAULT_POSTAL_CODE_COUNTRY, createPostalCodeValidator, validatePostalCode, validateZipcode } from './validate-postal-code';

const VALID = { valid: true };

function notValid(code: string, country: string) {
  return { valid: false, message: `Postal code ${code} is not valid for country ${country}` };
}

describe('validatePostalCode: messages of docs/product.md §5', () => {
  it.each([undefined, null, '', '   '])('reports a missing country code for %p', (country) => {
    expect(validatePostalCode(country, '10115')).toEqual({ valid: false, message: 'Missing country code.' });
  });

  it.each([undefined, null, '', '  '])('reports a missing postal code for %p', (postalCode) => {
    expect(validatePostalCode('DE', postalCode)).toEqual({ valid: false, message: 'Missing postal code.' });
  });

  it('checks the country before the postal code', () => {
    expect(validatePostalCode('', '')).toEqual({ valid: false, message: 'Missing country code.' });
  });

  it.each([
    ['XX', 'XX'],
    ['xxx', 'XXX'],
    [' zz ', 'ZZ'],
    ['D', 'D'],
    ['DEUT', 'DEUT'],
    ['Germany', 'GERMANY'],
  ])('reports an unknown country code %p (normalised to %p)', (country, normalized) => {
    expect(validatePostalCode(country, '10115')).toEqual({
      valid: false,
      message: `Unknown alpha2/alpha3 country code: ${normalized}`,
    });
  });

  it('reports a postal code that does not fit, with the trimmed code and the normalised country', () => {
    expect(validatePostalCode(' de ', ' 1011 ')).toEqual(notValid('1011', 'DE'));
    expect(validatePostalCode('deu', 'ABCDE')).toEqual(notValid('ABCDE', 'DEU'));
  });

  it('reports a format the table cannot provide', () => {
    const countries: CountryEntry[] = [
      { countryName: 'Testland', alpha2: 'TL', alpha3: 'TLD', numeric3: '999', postalCodeFormat: 'Missing' },
    ];
    const validate = createPostalCodeValidator({ countries, formats: {} });
    expect(validate('TL', '12345')).toEqual({
      valid: false,
      message: 'Failed to load postal code format "Missing"',
    });
    expect(validate('tld', '12345')).toEqual({
      valid: false,
      message: 'Failed to load postal code format "Missing"',
    });
  });

  it('reports a format whose pattern cannot be compiled as not loadable', () => {
    const broken: PostalCodeFormat = {
      Description: 'broken',
      RedundantCharacters: '',
      ValidationRegex: '^([0-9$',
      TestData: { Valid: [], Invalid: [] },
    };
    const validate = createPostalCodeValidator({
      countries: [{ countryName: 'Testland', alpha2: 'TL', alpha3: 'TLD', numeric3: '999', postalCodeFormat: 'Broken' }],
      formats: { Broken: broken },
    });
    expect(validate('TL', '1')).toEqual({
      valid: false,
      message: 'Failed to load postal code format "Broken"',
    });
  });

  it('does not take inherited object properties for formats', () => {
    const validate = createPostalCodeValidator({
      countries: [
        {
          countryName: 'Testland',
          alpha2: 'TL',
          alpha3: 'TLD',
          numeric3: '999',
          postalCodeFormat: 'toString',
        },
      ],
      formats: {},
    });
    expect(validate('TL', '1')).toEqual({
      valid: false,
      message: 'Failed to load postal code format "toString"',
    });
  });
});

describe('validatePostalCode: lookup and normalisation', () => {
  it('finds countries by alpha-2 and by alpha-3 code', () => {
    expect(validatePostalCode('DE', '10115')).toEqual(VALID);
    expect(validatePostalCode('DEU', '10115')).toEqual(VALID);
    expect(validatePostalCode('NL', '1012 AB')).toEqual(VALID);
    expect(validatePostalCode('NLD', '1012 AB')).toEqual(VALID);
    expect(validatePostalCode('GBR', 'SW1A 1AA')).toEqual(VALID);
    expect(validatePostalCode('GBR', '10115')).toEqual(notValid('10115', 'GBR'));
  });

  it('trims and upper-cases the country code', () => {
    expect(validatePostalCode('  de\t', '10115')).toEqual(VALID);
    expect(validatePostalCode('aut', '1010')).toEqual(VALID);
  });

  it('trims the postal code and matches case-insensitively', () => {
    expect(validatePostalCode('DE', '  10115  ')).toEqual(VALID);
    expect(validatePostalCode('CA', 'k1a 0b1')).toEqual(VALID);
    expect(validatePostalCode('GB', ' sw1a 1aa ')).toEqual(VALID);
  });

  it('removes redundant characters before matching', () => {
    expect(validatePostalCode('SE', '114 55')).toEqual(VALID);
    expect(validatePostalCode('CZ', '110 00')).toEqual(VALID);
    expect(validatePostalCode('BR', '01310-100')).toEqual(VALID);
  });

  it('matches the whole value only', () => {
    expect(validatePostalCode('DE', '101155')).toEqual(notValid('101155', 'DE'));
    expect(validatePostalCode('DE', 'x10115')).toEqual(notValid('x10115', 'DE'));
    expect(validatePostalCode('DE', '10115\n1')).toEqual(notValid('10115\n1', 'DE'));
  });

  it.each(['AE', 'ARE', 'HK', 'QA', 'AO', 'AQ', 'BS', 'ZW', 'TF', 'GH'])(
    'accepts anything for %s, which has no postal codes',
    (country) => {
      expect(validatePostalCode(country, 'anything at all')).toEqual(VALID);
    },
  );
});

describe('validatePostalCode: special cases of docs/product.md §5', () => {
  it('US: 5 or 9 digits', () => {
    for (const code of ['90210', '90210-1234', '902101234']) expect(validatePostalCode('US', code)).toEqual(VALID);
    for (const code of ['9021', '902101', '90210-123', 'ABCDE']) expect(validatePostalCode('US', code).valid).toBe(false);
  });

  it('Canada: A9A 9A9 with optional space or hyphen', () => {
    for (const code of ['K1A 0B1', 'K1A0B1', 'K1A-0B1', 'h3z 2y7']) expect(validatePostalCode('CA', code)).toEqual(VALID);
    for (const code of ['K1A 0B', '1KA 0B1', 'K1A 0BB', 'Z1A 0B1', 'K1A_0B1']) {
      expect(validatePostalCode('CA', code).valid).toBe(false);
    }
  });

  it('Netherlands: 4 digits starting 1-9 plus 2 letters, not SA, SD or SS', () => {
    for (const code of ['1012 AB', '1012AB', '9999zz', '1000 SB', '1000 AS']) {
      expect(validatePostalCode('NL', code)).toEqual(VALID);
    }
    for (const code of ['0123 AB', '1012 SA', '1012 SD', '1012 SS', '1012 ss', '1012', '101 AB', '1012 A']) {
      expect(validatePostalCode('NL', code).valid).toBe(false);
    }
  });

  it('Poland: NN-NNN, only the space is redundant', () => {
    expect(validatePostalCode('PL', '00-950')).toEqual(VALID);
    expect(validatePostalCode('PL', ' 00 - 950 ')).toEqual(VALID);
    expect(validatePostalCode('PL', '00950')).toEqual(notValid('00950', 'PL'));
    expect(validatePostalCode('PL', '00 950')).toEqual(notValid('00 950', 'PL'));
    expect(validatePostalCode('PL', '00--950').valid).toBe(false);
  });

  it('Portugal: NNNN-NNN, only the space is redundant', () => {
    expect(validatePostalCode('PT', '1000-001')).toEqual(VALID);
    expect(validatePostalCode('PRT', '1000 - 001')).toEqual(VALID);
    expect(validatePostalCode('PT', '1000001').valid).toBe(false);
    expect(validatePostalCode('PT', '1000 001').valid).toBe(false);
  });

  it('Ireland: Eircode, nothing is redundant', () => {
    for (const code of ['A65 F4E2', 'A65F4E2', 'D02 X285', 'D6W 6F7Y', ' t12 ac34 ']) {
      expect(validatePostalCode('IE', code)).toEqual(VALID);
    }
    for (const code of ['A65-F4E2', 'A65  F4E2', 'A6 5F4E2', 'B65 F4E2', 'A65 F4E', 'A65 F4E22', 'D6 6F7Y']) {
      expect(validatePostalCode('IE', code).valid).toBe(false);
    }
  });

  it('United Kingdom: outward and inward code, or GIR 0AA', () => {
    for (const code of ['SW1A 1AA', 'EC1A 1BB', 'W1A 0AX', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'GIR 0AA']) {
      expect(validatePostalCode('GB', code)).toEqual(VALID);
    }
    for (const code of ['SW1A', '1AA', 'SW1A 1AAA', 'QA1 1AA', 'GIR 1AA', 'SW1A 1CI', 'ABCD 1AA', 'SW1A1A']) {
      expect(validatePostalCode('GB', code).valid).toBe(false);
    }
  });

  it('Denmark: optional DK prefix and 4 digits', () => {
    for (const code of ['1050', 'DK-1050', 'DK 1050', 'dk1050']) expect(validatePostalCode('DK', code)).toEqual(VALID);
    for (const code of ['105', '10500', 'DE-1050', 'D-1050']) expect(validatePostalCode('DK', code).valid).toBe(false);
  });

  it('Luxembourg: optional L prefix and 4 digits', () => {
    for (const code of ['1009', 'L-1009', 'L 1009', 'l1009']) expect(validatePostalCode('LU', code)).toEqual(VALID);
    for (const code of ['100', '10090', 'LU-1009', 'B-1009']) expect(validatePostalCode('LU', code).valid).toBe(false);
  });

  it.each([
    ['GG', 'GY', 'JE'],
    ['IM', 'IM', 'GY'],
    ['JE', 'JE', 'IM'],
  ])('%s: prefix %s, 2-3 digits, 2 letters', (country, prefix, otherPrefix) => {
    for (const code of [`${prefix}1 1AA`, `${prefix}10 1AA`, `${prefix}11AA`, `${prefix.toLowerCase()}9 9zz`]) {
      expect(validatePostalCode(country, code)).toEqual(VALID);
    }
    for (const code of [`${prefix}1 1A`, `${prefix}100 1AA`, `${prefix} 1AA`, `${otherPrefix}1 1AA`, '1 1AA']) {
      expect(validatePostalCode(country, code).valid).toBe(false);
    }
  });

  it.each([
    ['GP', '97100', '97200'],
    ['MQ', '97200', '97100'],
    ['GF', '97300', '97400'],
    ['RE', '97400', '97300'],
    ['YT', '97600', '97400'],
    ['WF', '98600', '98700'],
    ['PF', '98700', '98800'],
    ['NC', '98800', '98600'],
    ['BL', '97133', '97150'],
    ['MF', '97150', '97133'],
    ['PM', '97500', '97501'],
  ])('French overseas %s: accepts %s, rejects %s', (country, valid, invalid) => {
    expect(validatePostalCode(country, valid)).toEqual(VALID);
    expect(validatePostalCode(country, invalid)).toEqual(notValid(invalid, country));
  });

  it.each([
    ['FK', 'FIQQ 1ZZ'],
    ['GS', 'SIQQ 1ZZ'],
    ['PN', 'PCRN 1ZZ'],
    ['SH', 'STHL 1ZZ'],
    ['TC', 'TKCA 1ZZ'],
    ['IO', 'BBND 1ZZ'],
    ['GI', 'GX11 1AA'],
  ])('British territory %s: only %s', (country, code) => {
    expect(validatePostalCode(country, code)).toEqual(VALID);
    expect(validatePostalCode(country, code.replace(' ', ''))).toEqual(VALID);
    expect(validatePostalCode(country, code.toLowerCase())).toEqual(VALID);
    expect(validatePostalCode(country, 'SW1A 1AA').valid).toBe(false);
    expect(validatePostalCode(country, code.slice(0, -1)).valid).toBe(false);
  });

  it('British Antarctic Territory: BIQQ 1ZZ is in the format table', () => {
    const format = POSTAL_CODE_FORMATS.BAT;
    expect(format?.ValidationRegex).toBe('^BIQQ1ZZ$');
  });

  it('Vatican: only 00120', () => {
    expect(validatePostalCode('VA', '00120')).toEqual(VALID);
    expect(validatePostalCode('VAT', '00121').valid).toBe(false);
    expect(validatePostalCode('VA', '00100').valid).toBe(false);
  });

  it.each([
    ['BH', ['317', '1216'], ['31', '12161']],
    ['LB', ['2038', '2038 3054'], ['203', '20383', '203830541']],
    ['RU', ['101', '101000'], ['1010', '10100', '1010000']],
    ['TW', ['100', '10048'], ['1004', '1004867']],
    ['VE', ['1010', '1010A'], ['101', '1010AB', 'A1010']],
    ['BN', ['BS8811', 'KB 2333'], ['B8811', 'BS881', '888811']],
    ['SO', ['MO 10101', 'JH09010'], ['M10101', 'MO1010']],
    ['SZ', ['H100', 'M200'], ['100', 'HH100', 'H1000']],
    ['MA', ['10000', 'ABC 1234'], ['1000', 'AB 1234', 'ABC 123']],
  ])('%s: valid %p, invalid %p', (country, valid, invalid) => {
    for (const code of valid) expect(validatePostalCode(country, code)).toEqual(VALID);
    for (const code of invalid) expect(validatePostalCode(country, code).valid).toBe(false);
  });
});

// Explicit samples per country, beyond the format's own test data.
const COUNTRY_SAMPLES: [country: string, valid: string[], invalid: string[]][] = [
  ['DE', ['10115', '01067', '80331'], ['1011', '101155', 'D-10115', 'ABCDE']],
  ['AT', ['1010', '6020'], ['101', '10100']],
  ['CH', ['8001', '3000'], ['800', '80010', 'CH-8001']],
  ['FR', ['75008', '13001'], ['7500', '750080']],
  ['IT', ['00184', '20121'], ['0018', '001840']],
  ['ES', ['28013', '08001'], ['2801', '280130']],
  ['BE', ['1000', '9000'], ['100', '10000']],
  ['NL', ['1012 AB', '3011SB'], ['1012 SA', '0123 AB']],
  ['LU', ['L-1009', '1009'], ['100', 'LU-1009']],
  ['DK', ['DK-1050', '8000'], ['800', 'DK-10500']],
  ['SE', ['114 55', '11455'], ['1145', '114 555']],
  ['NO', ['0150', '5003'], ['015', '01500']],
  ['FI', ['00100', '33100'], ['0010', '001000']],
  ['IS', ['101', '600'], ['10', '1010']],
  ['GB', ['SW1A 1AA', 'M1 1AE'], ['SW1A', '12345']],
  ['IE', ['D02 X285', 'A65F4E2'], ['D02-X285', '12345']],
  ['PL', ['00-950', '31-012'], ['00950', '0-950']],
  ['PT', ['1000-001', '4000-322'], ['1000001', '1000']],
  ['CZ', ['110 00', '60200'], ['1100', '110 000']],
  ['SK', ['811 01', '04001'], ['8110', '811 011']],
  ['HU', ['1051', '4025'], ['105', '10510']],
  ['RO', ['010011', '400001'], ['01001', '0100110']],
  ['BG', ['1000', '4000'], ['100', '10000']],
  ['GR', ['105 57', '54624'], ['1055', '105 577']],
  ['CY', ['1010', '3036'], ['101', '10100']],
  ['SI', ['1000', '2000'], ['100', '10000']],
  ['HR', ['10000', '21000'], ['1000', '100000']],
  ['EE', ['10111', '51003'], ['1011', '101111']],
  ['LV', ['LV-1050', '1050'], ['LV-105', 'LT-1050']],
  ['LT', ['LT-01100', '01100'], ['LT-0110', 'LV-01100']],
  ['MT', ['VLT 1117', 'MSD1100'], ['VLT 117', '1117']],
  ['LI', ['9490', '9485'], ['8000', '9499']],
  ['MC', ['98000', '98090'], ['97000', '9800']],
  ['SM', ['47890', '47899'], ['47880', '4789']],
  ['AD', ['AD100', 'AD 500'], ['100', 'AD1000']],
  ['GI', ['GX11 1AA'], ['GX11 1AB']],
  ['FK', ['FIQQ 1ZZ'], ['FIQQ 1ZY']],
  ['US', ['90210', '90210-1234'], ['9021', '90210-12']],
  ['CA', ['K1A 0B1', 'T2P-1J9'], ['K1A 0B', 'D1A 0B1']],
  ['MX', ['06600', '44100'], ['0660', '066000']],
  ['BR', ['01310-100', '20040020'], ['01310-10', '013101000']],
  ['AR', ['1425', 'C1425DKF'], ['142', 'C1425DK']],
  ['CL', ['8320000', '7500000'], ['832000', '83200000']],
  ['CO', ['110111', '050001'], ['11011', '1101111']],
  ['JP', ['100-0001', '1500001'], ['100-001', '10000011']],
  ['KR', ['03187', '48058'], ['0318', '031877']],
  ['CN', ['100000', '200001'], ['10000', '1000000']],
  ['TW', ['100', '10048'], ['1004', '100486']],
  ['IN', ['110001', '560 001'], ['011000', '11000']],
  ['SG', ['018956', '238823'], ['01895', '0189566']],
  ['AU', ['2000', '0800'], ['200', '20000']],
  ['NZ', ['1010', '6011'], ['101', '10100']],
  ['ZA', ['0001', '8001'], ['001', '80010']],
  ['RU', ['101000', '190'], ['1010', '10100']],
  ['UA', ['01001', '79000'], ['0100', '010011']],
  ['TR', ['06100', '34000'], ['0610', '061000']],
  ['IL', ['6100000', '9100000'], ['610000', '61000000']],
  ['SA', ['11564', '11564-1234'], ['1156', '115641']],
  ['IR', ['13145-34567', '1314534567'], ['131453456', '13145345678']],
  ['BH', ['317', '1216'], ['31', '12161']],
  ['LB', ['2038', '2038 3054'], ['203', '203830']],
  ['VE', ['1010', '1010A'], ['101', '1010AB']],
  ['BN', ['BS8811'], ['B8811']],
  ['SO', ['MO 10101'], ['MO 1010']],
  ['SZ', ['H100'], ['H10']],
  ['MA', ['20250', 'ABC1234'], ['2025', 'AB1234']],
  ['VA', ['00120'], ['00121']],
  ['GG', ['GY1 1AA'], ['GY1 1A']],
  ['IM', ['IM1 1AD'], ['IM1 1A']],
  ['JE', ['JE2 3AB'], ['JE2 3A']],
  ['FO', ['FO-100', '100'], ['1000']],
  ['GL', ['3900'], ['3800']],
  ['AX', ['22100', 'AX-22100'], ['21100']],
  ['IC', ['35001', '38001'], ['28001']],
  ['PR', ['00601', '00936-1234'], ['00501']],
  ['GU', ['96910'], ['96933']],
  ['BM', ['HM 12', 'FL BX'], ['HM1']],
  ['KY', ['KY1-1100'], ['KY1-110']],
  ['AZ', ['AZ 1000', '1000'], ['AZ100']],
  ['MD', ['MD-2001'], ['MD-200']],
  ['PY', ['1209', '001209'], ['12091']],
  ['KH', ['12000', '120101'], ['1200']],
  ['SH', ['STHL 1ZZ', 'ASCN 1ZZ', 'TDCU 1ZZ'], ['STHL 1ZY']],
  ['SJ', ['9170', '8099'], ['9180']],
  ['NF', ['2899'], ['2898']],
  ['CC', ['6799'], ['6798']],
  ['CX', ['6798'], ['6799']],
];

describe('validatePostalCode: samples per country', () => {
  it('covers at least 60 countries', () => {
    expect(new Set(COUNTRY_SAMPLES.map(([country]) => country)).size).toBeGreaterThanOrEqual(60);
  });

  describe.each(COUNTRY_SAMPLES)('%s', (country, valid, invalid) => {
    it.each(valid)('accepts %p', (code) => {
      expect(validatePostalCode(country, code)).toEqual(VALID);
    });

    it.each(invalid)('rejects %p', (code) => {
      expect(validatePostalCode(country, code)).toEqual(notValid(code.trim(), country));
    });
  });
});

describe('validatePostalCode: every country with a format', () => {
  const countriesWithFormat = COUNTRIES.filter((country) => country.postalCodeFormat !== undefined);

  it.each(countriesWithFormat.map((country) => [country.alpha2, country.alpha3, country.postalCodeFormat ?? ''] as const))(
    '%s / %s follows the test data of format %s',
    (alpha2, alpha3, formatName) => {
      const format = POSTAL_CODE_FORMATS[formatName];
      expect(format).toBeDefined();
      for (const code of format?.TestData.Valid ?? []) {
        expect(validatePostalCode(alpha2, code)).toEqual(VALID);
        expect(validatePostalCode(alpha3.toLowerCase(), code)).toEqual(VALID);
      }
      for (const code of format?.TestData.Invalid ?? []) {
        expect(validatePostalCode(alpha2, code)).toEqual(notValid(code.trim(), alpha2));
      }
    },
  );
});

describe('validateZipcode (form validator)', () => {
  it('defaults to Germany', () => {
    expect(DEFAULT_POSTAL_CODE_COUNTRY).toBe('DE');
    expect(validateZipcode('10115')).toBeUndefined();
    expect(validateZipcode('1010')).toEqual({ key: 'zipcode', params: { country: 'DE' } });
  });

  it('uses Germany when the form has no country yet', () => {
    expect(validateZipcode('1010', '')).toEqual({ key: 'zipcode', params: { country: 'DE' } });
    expect(validateZipcode('10115', null)).toBeUndefined();
    expect(validateZipcode('10115', undefined)).toBeUndefined();
  });

  it('checks against the chosen country', () => {
    expect(validateZipcode('1010', 'AT')).toBeUndefined();
    expect(validateZipcode('1010', 'aut')).toBeUndefined();
    expect(validateZipcode('10115', 'at')).toEqual({ key: 'zipcode', params: { country: 'AT' } });
  });

  it('fails for an unknown country', () => {
    expect(validateZipcode('10115', 'XX')).toEqual({ key: 'zipcode', params: { country: 'XX' } });
  });

  it('leaves empty values to the required validator', () => {
    expect(validateZipcode('')).toBeUndefined();
    expect(validateZipcode('  ')).toBeUndefined();
    expect(validateZipcode(null, 'AT')).toBeUndefined();
  });

  it('accepts anything for a country without postal codes', () => {
    expect(validateZipcode('whatever', 'AE')).toBeUndefined();
  });
});
