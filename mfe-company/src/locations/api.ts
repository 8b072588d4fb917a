// The locations feature's data (docs/adding-an-area.md §4).
import {
  createLocationEndpoint,
  deleteLocationsEndpoint,
  locationDetailEndpoint,
  locationListEndpoint,
  updateLocationEndpoint,
  type ListRequest,
} from '@compliance/shared-contracts/browser';
import { apiRequest, formWrite } from '@compliance/shared-ui';
import { firstPageBy, listSearch } from '@compliance/shared-ui/inputs';
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

/** Locations matching a search term, as typeahead options. */
export const searchLocations = listSearch(locationListEndpoint, 'name', (location) => ({ value: location.uuid, label: location.name }));

/** The first `perPage` locations by name, quietly (no loading overlay). */
export const fetchLocationsByName = (perPage: ListRequest['perPage']) =>
  apiRequest(locationListEndpoint, { loaderId: null, body: firstPageBy('name', perPage) });
