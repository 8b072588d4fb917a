// The locations feature's data (docs/adding-an-area.md §4).
import {
  createLocationEndpoint,
  deleteLocationsEndpoint,
  locationDetailEndpoint,
  locationListEndpoint,
  updateLocationEndpoint,
} from '@compliance/shared-contracts/browser';
import { formWrite } from '@compliance/shared-ui';
import { serverList } from '@compliance/shared-ui/table';
import { entityData } from '../common/entity-data';

/** The locations: list, details and writes (create, update, delete). */
export const LOCATIONS = entityData(
  serverList(locationListEndpoint, 'company-locations', { sortBy: 'name', sortDirection: 'asc' }),
  locationDetailEndpoint,
  {
    create: formWrite(createLocationEndpoint),
    update: formWrite(updateLocationEndpoint),
    remove: formWrite(deleteLocationsEndpoint),
  },
);
