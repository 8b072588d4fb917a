import type { PostalCodeFormatTable } from './types';

// Most postal services print codes with a space or hyphen that carries no meaning.
const SPACE_AND_HYPHEN = ' -';
// Where the hyphen is part of the code itself (Poland, Portugal) only the space may go.
const SPACE_ONLY = ' ';
// Ireland: the Eircode pattern places the optional space itself and a hyphen is never written.
const NOTHING = '';

// UK inward code letters: C, I, K, M, O and V are never used there.
const UK_INWARD_LETTERS = '[ABD-HJLNP-UW-Z]';
// A US ZIP code may be followed by four more digits (ZIP+4).
const ZIP_PLUS_FOUR = '(\\d{4})?';

/**
 * Postal-code formats keyed by format name, as the country table refers to them.
 * Sources: the postal services' published formats (UPU addressing guides); written for this project.
 */
export const POSTAL_CODE_FORMATS: PostalCodeFormatTable = {
  // Generic formats: exactly N digits.
  '2Digits': {
    Description: '2 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^\\d{2}$',
    TestData: { Valid: ['01', '99'], Invalid: ['1', '123', 'A1'] },
  },
  '3Digits': {
    Description: '3 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^\\d{3}$',
    TestData: { Valid: ['101', '999', '000'], Invalid: ['10', '1011', 'A01'] },
  },
  '4Digits': {
    Description: '4 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^\\d{4}$',
    TestData: { Valid: ['1010', '9999', '0800'], Invalid: ['101', '10101', 'A101'] },
  },
  '5Digits': {
    Description: '5 digits (a space or hyphen inside, as in Sweden or Czechia, is ignored)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^\\d{5}$',
    TestData: {
      Valid: ['10115', '01067', '123 45', '114-55'],
      Invalid: ['1011', '101155', '1O115', 'D-10115'],
    },
  },
  '6Digits': {
    Description: '6 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^\\d{6}$',
    TestData: { Valid: ['101000', '010011', '123 456'], Invalid: ['10100', '1010000', 'ABCDEF'] },
  },
  '7Digits': {
    Description: '7 digits (Japan writes NNN-NNNN)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^\\d{7}$',
    TestData: { Valid: ['1000001', '100-0001', '8320000'], Invalid: ['100001', '10000011', '100-000A'] },
  },
  '8Digits': {
    Description: '8 digits (Brazil writes NNNNN-NNN)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^\\d{8}$',
    TestData: { Valid: ['01310-100', '01310100'], Invalid: ['0131010', '013101000', '01310-10X'] },
  },
  '10Digits': {
    Description: '10 digits (Iran writes NNNNN-NNNNN)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^\\d{10}$',
    TestData: { Valid: ['13145-34567', '1314534567'], Invalid: ['131453456', '13145345678', '13145-3456A'] },
  },

  // Generic formats with alternative lengths.
  '3Or4Digits': {
    Description: '3 or 4 digits (Bahrain)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^\\d{3,4}$',
    TestData: { Valid: ['317', '1216'], Invalid: ['31', '12161', '12A'] },
  },
  '3Or5Digits': {
    Description: '3 or 5 digits (Taiwan)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^(\\d{3}|\\d{5})$',
    TestData: { Valid: ['100', '10048', '100-48'], Invalid: ['10', '1004', '100486'] },
  },
  '3Or6Digits': {
    Description: '3 or 6 digits (Russia)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^(\\d{3}|\\d{6})$',
    TestData: { Valid: ['101', '101000', '125 009'], Invalid: ['10', '1010', '10100', '1010000'] },
  },
  '4Or6Digits': {
    Description: '4 or 6 digits (Paraguay moved from 4 to 6 digits; both are in use)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^(\\d{4}|\\d{6})$',
    TestData: { Valid: ['1209', '001209'], Invalid: ['120', '12091', '1209123'] },
  },
  '4Or8Digits': {
    Description: '4 digits, or 8 digits written NNNN NNNN (Lebanon)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^(\\d{4}|\\d{8})$',
    TestData: { Valid: ['2038', '2038 3054', '20383054'], Invalid: ['203', '203830', '2038 305X'] },
  },
  '5Or6Digits': {
    Description: '5 or 6 digits (Cambodia moved from 5 to 6 digits; both are in use)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^(\\d{5}|\\d{6})$',
    TestData: { Valid: ['12000', '120101'], Invalid: ['1200', '1201011'] },
  },
  '5Or9Digits': {
    Description: '5 digits, optionally followed by 4 more (US ZIP+4, Saudi Arabia)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^\\d{5}(\\d{4})?$',
    TestData: {
      Valid: ['90210', '90210-1234', '902101234', '02134'],
      Invalid: ['9021', '902101', '90210-12', '90210-12345', 'ABCDE'],
    },
  },

  // Europe.
  AD: {
    Description: 'Andorra: AD followed by 3 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^AD\\d{3}$',
    TestData: { Valid: ['AD100', 'AD 500', 'ad700'], Invalid: ['100', 'AD1000', 'AD10', 'AN100'] },
  },
  AX: {
    Description: 'Åland Islands: 22 followed by 3 digits, optionally prefixed with AX',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^(AX)?22\\d{3}$',
    TestData: { Valid: ['22100', 'AX-22100', 'ax 22550'], Invalid: ['21100', 'AX-2210', 'FI-22100'] },
  },
  DK: {
    Description: 'Denmark: 4 digits, optionally prefixed with DK',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^(DK)?\\d{4}$',
    TestData: {
      Valid: ['1050', 'DK-1050', 'dk 8000', 'DK2100'],
      Invalid: ['105', '10500', 'D1050', 'DE-1050'],
    },
  },
  FO: {
    Description: 'Faroe Islands: 3 digits, optionally prefixed with FO',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^(FO)?\\d{3}$',
    TestData: { Valid: ['100', 'FO-100', 'FO 927'], Invalid: ['10', '1000', 'FO-10', 'DK-100'] },
  },
  GB: {
    Description: 'United Kingdom: outward code (A9, A99, AA9, AA99, A9A, AA9A) and inward code (9AA), or GIR 0AA',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex:
      '^(GIR0AA|([A-PR-UWYZ]\\d{1,2}|[A-PR-UWYZ][A-HK-Y]\\d{1,2}|[A-PR-UWYZ]\\d[A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y]\\d[ABEHMNPRVWXY])\\d' +
      UK_INWARD_LETTERS +
      '{2})$',
    TestData: {
      Valid: ['SW1A 1AA', 'EC1A 1BB', 'W1A 0AX', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'GIR 0AA', 'sw1a1aa'],
      Invalid: ['QW1 1AA', 'SW1A 1CA', 'SW1A', '1AA SW1', 'GIR 0AB', 'SW1A 1AAA', 'SWW1 1AA', 'A1 1AA1'],
    },
  },
  GG: {
    Description: 'Guernsey: GY, district and inward digit (2-3 digits), 2 letters',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^GY\\d{2,3}' + UK_INWARD_LETTERS + '{2}$',
    TestData: {
      Valid: ['GY1 1AA', 'GY10 1WJ', 'gy9 3pf'],
      Invalid: ['GY1 1A', 'JE2 3AB', 'GY100 1AA', 'GY1 1CA', 'GY 1AA'],
    },
  },
  IE: {
    Description: 'Ireland: Eircode, routing key (letter + 2 digits, or D6W) and 4-character unique identifier',
    RedundantCharacters: NOTHING,
    ValidationRegex: '^([AC-FHKNPRTV-Y]\\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$',
    TestData: {
      Valid: ['A65 F4E2', 'D02 X285', 'D6W 6F7Y', 'a65f4e2', 'T12 AC34'],
      Invalid: ['A65-F4E2', 'A65  F4E2', 'B65 F4E2', 'A65 F4E', 'A65 F4EZ', 'D6X 1234', 'A6 F4E2'],
    },
  },
  IM: {
    Description: 'Isle of Man: IM, district and inward digit (2-3 digits), 2 letters',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^IM\\d{2,3}' + UK_INWARD_LETTERS + '{2}$',
    TestData: {
      Valid: ['IM1 1AD', 'IM99 1PS', 'im2 4nq'],
      Invalid: ['IM1 1A', 'GY1 1AD', 'IM100 1AD', 'IM1 1AI'],
    },
  },
  JE: {
    Description: 'Jersey: JE, district and inward digit (2-3 digits), 2 letters',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^JE\\d{2,3}' + UK_INWARD_LETTERS + '{2}$',
    TestData: {
      Valid: ['JE2 3AB', 'JE1 1BB', 'je3 7zz'],
      Invalid: ['JE2 3A', 'IM2 3AB', 'JE234 3AB', 'JE2 3AK'],
    },
  },
  LI: {
    Description: 'Liechtenstein: 4 digits from 9485 to 9498 (part of the Swiss system)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^94(8[5-9]|9[0-8])$',
    TestData: { Valid: ['9490', '9485', '9498'], Invalid: ['9484', '9499', '8000', '94900'] },
  },
  LT: {
    Description: 'Lithuania: 5 digits, optionally prefixed with LT',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^(LT)?\\d{5}$',
    TestData: { Valid: ['LT-01100', '01100', 'lt 44280'], Invalid: ['LT-0110', 'LV-01100', '011000'] },
  },
  LU: {
    Description: 'Luxembourg: 4 digits, optionally prefixed with L',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^(L)?\\d{4}$',
    TestData: { Valid: ['1009', 'L-1009', 'l 2449'], Invalid: ['100', '10090', 'LU-1009', 'D-1009'] },
  },
  LV: {
    Description: 'Latvia: 4 digits, optionally prefixed with LV',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^(LV)?\\d{4}$',
    TestData: { Valid: ['LV-1050', '1050', 'lv 3601'], Invalid: ['LV-105', 'LT-1050', 'LV-10500'] },
  },
  MC: {
    Description: 'Monaco: 980 followed by 2 digits (French system)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^980\\d{2}$',
    TestData: { Valid: ['98000', '98090'], Invalid: ['97000', '9800', '980000'] },
  },
  MD: {
    Description: 'Moldova: 4 digits, optionally prefixed with MD',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^(MD)?\\d{4}$',
    TestData: { Valid: ['MD-2001', '2001', 'md 3100'], Invalid: ['MD-200', '20010', 'RO-2001'] },
  },
  MT: {
    Description: 'Malta: 3 letters followed by 4 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^[A-Z]{3}\\d{4}$',
    TestData: {
      Valid: ['VLT 1117', 'MSD 1100', 'vlt1117'],
      Invalid: ['VL 1117', 'VLT 117', '1117 VLT', 'VLT 11170'],
    },
  },
  NL: {
    Description: 'Netherlands: 4 digits (first 1-9) and 2 letters, except SA, SD and SS',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^[1-9]\\d{3}(?!SA|SD|SS)[A-Z]{2}$',
    TestData: {
      Valid: ['1012 AB', '1012ab', '9999 ZZ', '3011 SB'],
      Invalid: ['0123 AB', '1012 SA', '1012 sd', '1012 SS', '1012', '1012 A1', '1012 ABC'],
    },
  },
  PL: {
    Description: 'Poland: 2 digits, hyphen, 3 digits (the hyphen is required)',
    RedundantCharacters: SPACE_ONLY,
    ValidationRegex: '^\\d{2}-\\d{3}$',
    TestData: {
      Valid: ['00-950', '31-012', '31 - 012'],
      Invalid: ['00950', '0-950', '00-95', '00_950', '00 950'],
    },
  },
  PT: {
    Description: 'Portugal: 4 digits, hyphen, 3 digits (the hyphen is required)',
    RedundantCharacters: SPACE_ONLY,
    ValidationRegex: '^\\d{4}-\\d{3}$',
    TestData: {
      Valid: ['1000-001', '4000-322', '1000 -001'],
      Invalid: ['1000001', '1000', '1000-01', '1000 001'],
    },
  },
  SJ: {
    Description: 'Svalbard and Jan Mayen: Norwegian codes 9170-9179 (Svalbard) or 8099 (Jan Mayen)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^(8099|917\\d)$',
    TestData: { Valid: ['9170', '9171', '8099'], Invalid: ['9180', '0170', '91700'] },
  },
  SM: {
    Description: 'San Marino: 4789 followed by 1 digit (Italian system)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^4789\\d$',
    TestData: { Valid: ['47890', '47899'], Invalid: ['47880', '4789', '478900'] },
  },
  VA: {
    Description: 'Vatican City: the single code 00120',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^00120$',
    TestData: { Valid: ['00120', '00 120'], Invalid: ['00121', '120', '001200'] },
  },
  IC: {
    Description: 'Canary Islands: Spanish codes of the provinces Las Palmas (35) and Santa Cruz de Tenerife (38)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^3[58]\\d{3}$',
    TestData: { Valid: ['35001', '38001', '38 600'], Invalid: ['28001', '3500', '350010'] },
  },

  // Americas.
  AR: {
    Description: 'Argentina: 4 digits, or CPA: province letter, 4 digits, 3 letters',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^(\\d{4}|[A-HJ-NP-Z]\\d{4}[A-Z]{3})$',
    TestData: {
      Valid: ['1425', 'C1425DKF', 'c1425dkf', 'B1900ABC'],
      Invalid: ['142', 'I1425DKF', 'C1425DK', 'C14255DKF', '14250'],
    },
  },
  BB: {
    Description: 'Barbados: BB followed by 5 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^BB\\d{5}$',
    TestData: { Valid: ['BB15094', 'BB 11000', 'bb23026'], Invalid: ['15094', 'BB1509', 'BR15094'] },
  },
  BM: {
    Description: 'Bermuda: 2 letters followed by 2 digits (street addresses) or 2 letters (post boxes)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^[A-Z]{2}([A-Z]{2}|\\d{2})$',
    TestData: { Valid: ['HM 12', 'FL BX', 'hm12', 'SN 01'], Invalid: ['HM1', 'H 12', 'HM 123', '12 HM'] },
  },
  CA: {
    Description: 'Canada: letter, digit, letter, optional space or hyphen, digit, letter, digit (no D, F, I, O, Q, U)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z][ -]?\\d[ABCEGHJ-NPRSTV-Z]\\d$',
    TestData: {
      Valid: ['K1A 0B1', 'k1a0b1', 'H3Z-2Y7', 'T2P 1J9'],
      Invalid: ['D1A 0B1', 'K1A 0B', 'KIA 0B1', '12345', 'W1A 0B1', 'K1A 0O1'],
    },
  },
  KY: {
    Description: 'Cayman Islands: KY, island digit, hyphen, 4 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^KY\\d{5}$',
    TestData: { Valid: ['KY1-1100', 'KY2-2001', 'ky1 1000'], Invalid: ['KY1-110', '1-1100', 'KY1-11000'] },
  },
  LC: {
    Description: 'Saint Lucia: LC, 2 digits, space, 3 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^LC\\d{5}$',
    TestData: { Valid: ['LC05 201', 'LC01 101', 'lc02 501'], Invalid: ['LC05 20', '05 201', 'LC05 2011'] },
  },
  MS: {
    Description: 'Montserrat: MSR followed by 4 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^MSR\\d{4}$',
    TestData: { Valid: ['MSR 1110', 'MSR1350', 'msr 1120'], Invalid: ['MSR 111', 'MS1110', '1110'] },
  },
  VC: {
    Description: 'Saint Vincent and the Grenadines: VC followed by 4 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^VC\\d{4}$',
    TestData: { Valid: ['VC0100', 'VC 0400', 'vc0120'], Invalid: ['VC100', '0100', 'VC01000'] },
  },
  VG: {
    Description: 'British Virgin Islands: VG followed by 4 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^VG\\d{4}$',
    TestData: { Valid: ['VG1110', 'VG 1150', 'vg1130'], Invalid: ['VG111', '1110', 'VI1110'] },
  },
  AI: {
    Description: 'Anguilla: the single code AI-2640',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^AI2640$',
    TestData: { Valid: ['AI-2640', 'AI 2640', 'ai2640'], Invalid: ['AI-2641', '2640', 'AI-26400'] },
  },
  GL: {
    Description: 'Greenland: 4 digits starting with 39 (Danish system)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^39\\d{2}$',
    TestData: { Valid: ['3900', '3985'], Invalid: ['3800', '390', '39000'] },
  },
  HT: {
    Description: 'Haiti: 4 digits, optionally prefixed with HT',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^(HT)?\\d{4}$',
    TestData: { Valid: ['HT6110', '6110', 'ht 1110'], Invalid: ['HT611', '61100', 'DO6110'] },
  },
  SV: {
    Description: 'El Salvador: 4 digits, optionally prefixed with CP',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^(CP)?\\d{4}$',
    TestData: { Valid: ['CP 1101', '1101', 'cp1201'], Invalid: ['CP 110', '11011', 'SV 1101'] },
  },
  VE: {
    Description: 'Venezuela: 4 digits, optionally followed by a letter',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^\\d{4}[A-Z]?$',
    TestData: { Valid: ['1010', '1010A', '1050-b'], Invalid: ['101', '1010AB', 'A1010', '10101'] },
  },

  // US territories: ZIP codes of their own range, optionally ZIP+4.
  AS: {
    Description: 'American Samoa: ZIP code 96799, optionally ZIP+4',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^96799' + ZIP_PLUS_FOUR + '$',
    TestData: { Valid: ['96799', '96799-1234'], Invalid: ['96798', '9679', '96799-12'] },
  },
  FM: {
    Description: 'Micronesia: ZIP codes 96941-96944, optionally ZIP+4',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^9694[1-4]' + ZIP_PLUS_FOUR + '$',
    TestData: { Valid: ['96941', '96944-0001'], Invalid: ['96940', '96945'] },
  },
  GU: {
    Description: 'Guam: ZIP codes 96910-96932, optionally ZIP+4',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^969([12]\\d|3[0-2])' + ZIP_PLUS_FOUR + '$',
    TestData: { Valid: ['96910', '96932', '96913-1234'], Invalid: ['96933', '96909', '9691'] },
  },
  MH: {
    Description: 'Marshall Islands: ZIP codes 96960 and 96970, optionally ZIP+4',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^969[67]0' + ZIP_PLUS_FOUR + '$',
    TestData: { Valid: ['96960', '96970-1234'], Invalid: ['96961', '96980'] },
  },
  MP: {
    Description: 'Northern Mariana Islands: ZIP codes 96950-96952, optionally ZIP+4',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^9695[0-2]' + ZIP_PLUS_FOUR + '$',
    TestData: { Valid: ['96950', '96952-0001'], Invalid: ['96953', '96949'] },
  },
  PR: {
    Description: 'Puerto Rico: ZIP codes 006xx, 007xx and 009xx, optionally ZIP+4',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^00[679]\\d{2}' + ZIP_PLUS_FOUR + '$',
    TestData: { Valid: ['00601', '00936-1234', '00795'], Invalid: ['00501', '0601', '00801'] },
  },
  PW: {
    Description: 'Palau: ZIP codes 96939 and 96940, optionally ZIP+4',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^969(39|40)' + ZIP_PLUS_FOUR + '$',
    TestData: { Valid: ['96939', '96940-1234'], Invalid: ['96938', '96941'] },
  },
  UM: {
    Description: 'United States Minor Outlying Islands: ZIP code 96898, optionally ZIP+4',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^96898' + ZIP_PLUS_FOUR + '$',
    TestData: { Valid: ['96898', '96898-0001'], Invalid: ['96899', '9689'] },
  },
  VI: {
    Description: 'US Virgin Islands: ZIP codes 008xx, optionally ZIP+4',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^008\\d{2}' + ZIP_PLUS_FOUR + '$',
    TestData: { Valid: ['00801', '00850', '00820-1234'], Invalid: ['00901', '0080', '00601'] },
  },

  // French overseas departments and territories: French 5-digit codes with their own prefix.
  GP: {
    Description: 'Guadeloupe: 971 followed by 2 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^971\\d{2}$',
    TestData: { Valid: ['97100', '97190'], Invalid: ['97200', '9710', '971000'] },
  },
  MQ: {
    Description: 'Martinique: 972 followed by 2 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^972\\d{2}$',
    TestData: { Valid: ['97200', '97290'], Invalid: ['97100', '9720'] },
  },
  GF: {
    Description: 'French Guiana: 973 followed by 2 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^973\\d{2}$',
    TestData: { Valid: ['97300', '97320'], Invalid: ['97400', '9730'] },
  },
  RE: {
    Description: 'Réunion: 974 followed by 2 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^974\\d{2}$',
    TestData: { Valid: ['97400', '97490'], Invalid: ['97300', '9740'] },
  },
  PM: {
    Description: 'Saint Pierre and Miquelon: the single code 97500',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^97500$',
    TestData: { Valid: ['97500', '975 00'], Invalid: ['97501', '9750'] },
  },
  YT: {
    Description: 'Mayotte: 976 followed by 2 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^976\\d{2}$',
    TestData: { Valid: ['97600', '97660'], Invalid: ['97500', '9760'] },
  },
  BL: {
    Description: 'Saint Barthélemy: the single code 97133',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^97133$',
    TestData: { Valid: ['97133'], Invalid: ['97150', '97134', '9713'] },
  },
  MF: {
    Description: 'Saint Martin (French part): the single code 97150',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^97150$',
    TestData: { Valid: ['97150'], Invalid: ['97133', '97151', '9715'] },
  },
  WF: {
    Description: 'Wallis and Futuna: 986 followed by 2 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^986\\d{2}$',
    TestData: { Valid: ['98600', '98610'], Invalid: ['98700', '9860'] },
  },
  PF: {
    Description: 'French Polynesia: 987 followed by 2 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^987\\d{2}$',
    TestData: { Valid: ['98709', '98714'], Invalid: ['98800', '9870'] },
  },
  NC: {
    Description: 'New Caledonia: 988 followed by 2 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^988\\d{2}$',
    TestData: { Valid: ['98800', '98890'], Invalid: ['98700', '9880'] },
  },

  // British overseas territories with one postal code each.
  BAT: {
    Description:
      'British Antarctic Territory: the single code BIQQ 1ZZ (not an ISO 3166-1 country, so no entry of the country table uses it)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^BIQQ1ZZ$',
    TestData: { Valid: ['BIQQ 1ZZ', 'biqq1zz'], Invalid: ['BIQQ 1ZY', 'FIQQ 1ZZ'] },
  },
  FK: {
    Description: 'Falkland Islands: the single code FIQQ 1ZZ',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^FIQQ1ZZ$',
    TestData: { Valid: ['FIQQ 1ZZ', 'FIQQ1ZZ', 'fiqq 1zz'], Invalid: ['FIQQ 1ZY', 'FIQQ', 'SIQQ 1ZZ'] },
  },
  GI: {
    Description: 'Gibraltar: the single code GX11 1AA',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^GX111AA$',
    TestData: { Valid: ['GX11 1AA', 'GX111AA', 'gx11 1aa'], Invalid: ['GX11 1AB', 'GX1 1AA', 'GX12 1AA'] },
  },
  GS: {
    Description: 'South Georgia and the South Sandwich Islands: the single code SIQQ 1ZZ',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^SIQQ1ZZ$',
    TestData: { Valid: ['SIQQ 1ZZ', 'SIQQ1ZZ'], Invalid: ['SIQQ 1Z', 'FIQQ 1ZZ'] },
  },
  IO: {
    Description: 'British Indian Ocean Territory: the single code BBND 1ZZ',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^BBND1ZZ$',
    TestData: { Valid: ['BBND 1ZZ', 'BBND1ZZ'], Invalid: ['BBND 1ZA', 'BBN 1ZZ'] },
  },
  PN: {
    Description: 'Pitcairn Islands: the single code PCRN 1ZZ',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^PCRN1ZZ$',
    TestData: { Valid: ['PCRN 1ZZ', 'PCRN1ZZ'], Invalid: ['PCRN 2ZZ', 'PCR 1ZZ'] },
  },
  SH: {
    Description: 'Saint Helena, Ascension and Tristan da Cunha: STHL 1ZZ, ASCN 1ZZ or TDCU 1ZZ',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^(STHL|ASCN|TDCU)1ZZ$',
    TestData: {
      Valid: ['STHL 1ZZ', 'ASCN 1ZZ', 'TDCU 1ZZ', 'sthl1zz'],
      Invalid: ['STHL 1ZY', 'SH1 1ZZ', 'STHL'],
    },
  },
  TC: {
    Description: 'Turks and Caicos Islands: the single code TKCA 1ZZ',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^TKCA1ZZ$',
    TestData: { Valid: ['TKCA 1ZZ', 'TKCA1ZZ'], Invalid: ['TKCA 1Z', 'TCKA 1ZZ'] },
  },

  // Australian external territories with one postal code each.
  CC: {
    Description: 'Cocos (Keeling) Islands: the single code 6799',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^6799$',
    TestData: { Valid: ['6799'], Invalid: ['6798', '67990'] },
  },
  CX: {
    Description: 'Christmas Island: the single code 6798',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^6798$',
    TestData: { Valid: ['6798'], Invalid: ['6799', '679'] },
  },
  HM: {
    Description: 'Heard Island and McDonald Islands: the single code 7151',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^7151$',
    TestData: { Valid: ['7151'], Invalid: ['7150', '71510'] },
  },
  NF: {
    Description: 'Norfolk Island: the single code 2899',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^2899$',
    TestData: { Valid: ['2899'], Invalid: ['2898', '28990'] },
  },

  // Asia and Africa.
  AZ: {
    Description: 'Azerbaijan: 4 digits, optionally prefixed with AZ',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^(AZ)?\\d{4}$',
    TestData: { Valid: ['AZ 1000', 'AZ1000', '1000'], Invalid: ['AZ100', 'AZ 10000', 'AM 1000'] },
  },
  BN: {
    Description: 'Brunei: 2 letters followed by 4 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^[A-Z]{2}\\d{4}$',
    TestData: { Valid: ['BS8811', 'KB 2333', 'ba1511'], Invalid: ['B8811', 'BS881', 'BSS8811', '888811'] },
  },
  IN: {
    Description: 'India: PIN code of 6 digits, the first not 0',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^[1-9]\\d{5}$',
    TestData: { Valid: ['110001', '560 001', '400-001'], Invalid: ['011000', '11000', '1100011'] },
  },
  MA: {
    Description:
      'Morocco: 3 letters and 4 digits as docs/product.md §5 names it, or the 5 digits Poste Maroc actually uses (e.g. 10000 Rabat)',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^([A-Z]{3}\\d{4}|\\d{5})$',
    TestData: {
      Valid: ['10000', '20250', 'ABC 1234', 'abc1234'],
      Invalid: ['1000', '100000', 'AB 1234', 'ABC 123'],
    },
  },
  SO: {
    Description: 'Somalia: 2 letters (region) followed by 5 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^[A-Z]{2}\\d{5}$',
    TestData: {
      Valid: ['MO 10101', 'JH09010', 'bn 12345'],
      Invalid: ['M10101', 'MO1010', 'MO 101010', '1010101'],
    },
  },
  SZ: {
    Description: 'Eswatini: a letter followed by 3 digits',
    RedundantCharacters: SPACE_AND_HYPHEN,
    ValidationRegex: '^[A-Z]\\d{3}$',
    TestData: { Valid: ['H100', 'M200', 's100'], Invalid: ['100', 'HH100', 'H1000', 'H10'] },
  },
};
