import { MEMBER_IMPORT_COLUMNS, MEMBER_IMPORT_LIST_SEPARATOR, type MemberImportColumn } from '@compliance/shared-contracts';

/** Separator of the template: Excel in German locales opens `;`-separated files directly. */
export const TEMPLATE_DELIMITER = ';';

/** The byte order mark that makes Excel read the file as UTF-8 (umlauts). */
const UTF8_BOM = '\uFEFF';

/** One example member, so the columns explain themselves. */
const EXAMPLE_ROW: Readonly<Record<MemberImportColumn, string>> = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika.mustermann@example.com',
  username: 'erika.mustermann',
  role: 'member',
  birthDate: '1990-04-23',
  phoneNumber: '+49 30 1234567',
  mobileNumber: '+49 171 2345678',
  gender: 'f',
  street: 'Musterstraße 1',
  additionalAddress: '',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  externalCompany: '',
  orgUnits: ['vertrieb', 'berlin'].join(MEMBER_IMPORT_LIST_SEPARATOR),
  locations: 'berlin-hq',
  password: '',
};

/** Name of the downloaded template. */
export const TEMPLATE_FILENAME = 'mitarbeiter-import-vorlage.csv';

/** A value as one CSV cell: quoted when it holds the separator, a quote or a line break. */
function cell(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The sample CSV: header of MEMBER_IMPORT_COLUMNS and one example row, `;`-separated, UTF-8 with BOM. */
export function buildMemberImportTemplate(): string {
  const header = MEMBER_IMPORT_COLUMNS.join(TEMPLATE_DELIMITER);
  const example = MEMBER_IMPORT_COLUMNS.map((column) => cell(EXAMPLE_ROW[column])).join(TEMPLATE_DELIMITER);
  return `${UTF8_BOM}${header}\r\n${example}\r\n`;
}

/** Offers the template as a download, built in the browser (no server round trip). */
export function downloadMemberImportTemplate(): void {
  const url = URL.createObjectURL(new Blob([buildMemberImportTemplate()], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = TEMPLATE_FILENAME;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
