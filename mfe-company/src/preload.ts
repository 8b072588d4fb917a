import { preloadDataTableGrid, prefetchList, type ServerList } from '@compliance/shared-ui/table';
import { ARCHIVED_MEMBER_LIST } from './archive/api';
import { companyPaths } from './common/paths';
import { MEMBER_GROUPS } from './groups/api';
import { LOCATIONS } from './locations/api';
import { MEMBER_LIST } from './members/api';
import { ORG_UNITS } from './org-units/api';

/** The list each of the area's list pages opens with. */
const LIST_OF_PAGE: ReadonlyMap<string, ServerList<unknown>> = new Map<string, ServerList<unknown>>([
  [companyPaths.membersList(), MEMBER_LIST],
  [companyPaths.membersArchive(), ARCHIVED_MEMBER_LIST],
  [companyPaths.memberGroupList(), MEMBER_GROUPS.list],
  [companyPaths.orgUnitList(), ORG_UNITS.list],
  [companyPaths.locationList(), LOCATIONS.list],
]);

/**
 * Starts the first list request of a list page of this area, and the loading of the grid that
 * shows it (resolved when the grid's code is there); other pages load as they render.
 */
export async function preloadCompanyPage(path: string): Promise<void> {
  const list = LIST_OF_PAGE.get(path.split(/[?#]/)[0]!.replace(/\/$/, ''));
  if (!list) return;
  // A link with parameters may open the list filtered: the table asks for that page itself.
  if (!path.includes('?')) prefetchList(list);
  await preloadDataTableGrid();
}
