import { MEMBER_IMPORT_COLUMNS, MEMBER_IMPORT_LIST_SEPARATOR, type MemberImportColumn } from './member-import-values';

/** What the example row of a company's template refers to: identifiers that exist in it. */
export interface MemberImportTemplateContext {
  /** Org-unit IDs of the company; the example names up to two. */
  orgUnitIdentifiers: readonly string[];
  /** Location IDs of the company; the example names the first. */
  locationIdentifiers: readonly string[];
}

/**
 * The rows of a company's sample CSV (written with csvDocument): header of MEMBER_IMPORT_COLUMNS
 * and one example member. The example's org units and location are the company's own, so the
 * file imports as it is; a company without any leaves those cells empty.
 */
export function memberImportTemplateRows({ orgUnitIdentifiers, locationIdentifiers }: MemberImportTemplateContext): string[][] {
  const example: Readonly<Record<MemberImportColumn, string>> = {
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
    orgUnits: orgUnitIdentifiers.slice(0, 2).join(MEMBER_IMPORT_LIST_SEPARATOR),
    locations: locationIdentifiers[0] ?? '',
    password: '',
  };
  return [[...MEMBER_IMPORT_COLUMNS], MEMBER_IMPORT_COLUMNS.map((column) => example[column])];
}
