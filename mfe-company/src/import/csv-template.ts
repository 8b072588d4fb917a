import { csvDocument, memberImportTemplateRows } from '@compliance/shared-contracts/browser';
import { saveFile } from '@compliance/shared-ui/print';
import { fetchLocationsByName } from '../locations/api';
import { fetchOrgUnitsByName } from '../org-units/api';

/** Name of the downloaded template. */
export const TEMPLATE_FILENAME = 'mitarbeiter-import-vorlage.csv';

/** The first page of the company's org units and locations is enough for one example row. */
const EXAMPLE_SOURCE_SIZE = 25;

/**
 * The template for the signed-in member's company, `;`-separated, UTF-8 with BOM: its example
 * row names org units and a location that exist there (root and default units are left out:
 * every member belongs to them anyway).
 */
export async function buildMemberImportTemplate(): Promise<string> {
  const [units, locations] = await Promise.all([fetchOrgUnitsByName(EXAMPLE_SOURCE_SIZE), fetchLocationsByName(EXAMPLE_SOURCE_SIZE)]);
  return csvDocument(
    memberImportTemplateRows({
      orgUnitIdentifiers: units.items.filter((unit) => !unit.isRoot && !unit.isDefault).map((unit) => unit.orgUnitIdentifier),
      locationIdentifiers: locations.items.map((location) => location.locationIdentifier),
    }),
  );
}

/** Offers the company's template as a download. */
export async function downloadMemberImportTemplate(): Promise<void> {
  saveFile(new Blob([await buildMemberImportTemplate()], { type: 'text/csv;charset=utf-8' }), TEMPLATE_FILENAME);
}
