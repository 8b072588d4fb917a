import { csvDocument, MEMBER_IMPORT_COLUMNS, MEMBER_IMPORT_LIST_SEPARATOR, type MemberImportColumn } from '@compliance/shared-contracts';

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

/** The sample CSV: header of MEMBER_IMPORT_COLUMNS and one example row, `;`-separated, UTF-8 with BOM. */
export function buildMemberImportTemplate(): string {
  return csvDocument([MEMBER_IMPORT_COLUMNS, MEMBER_IMPORT_COLUMNS.map((column) => EXAMPLE_ROW[column])]);
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
