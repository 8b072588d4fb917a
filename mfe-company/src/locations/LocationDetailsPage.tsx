import { useMemo } from 'react';
import {
  DASHBOARD_PREFIX,
  DASHBOARD_ROUTES,
  PERMISSIONS,
  locationDetailEndpoint,
  updateLocationEndpoint,
  type Location,
} from '@compliance/shared-contracts/browser';
import { apiRequest, usePermission, DetailsFormCard, useSubmitHandler } from '@compliance/shared-ui';
import { DetailsWithMembersPage } from '../common/EntityDetailsPage';
import { useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';
import { LOCATION_FIELD_ERRORS, LocationFields, locationBodyOf, locationFormValuesOf, validateLocationForm, type LocationFormValues } from './LocationFields';

const loadLocation = (uuid: string) => apiRequest(locationDetailEndpoint, { body: { uuid } });

function LocationDetailsTab({ location, onSaved }: { location: Location; onSaved: () => void }) {
  const { t } = useCompanyTranslation();
  const canSave = usePermission([PERMISSIONS.location.update]);
  const initialValues = useMemo(() => locationFormValuesOf(location), [location]);
  const submit = useSubmitHandler((values: LocationFormValues) => apiRequest(updateLocationEndpoint, { body: { ...locationBodyOf(values), uuid: location.uuid }, handledStatuses: [400] }), { fields: LOCATION_FIELD_ERRORS, onDone: onSaved });
  return (
    <DetailsFormCard<LocationFormValues> headline={t('locations.details.headline')} initialValues={initialValues} validate={validateLocationForm} onSubmit={submit} canSave={canSave}>
      {() => <LocationFields />}
    </DetailsFormCard>
  );
}

const LOCATION_TAB_PERMISSIONS = { details: PERMISSIONS.location.detail, memberList: PERMISSIONS.location.readMemberList, assign: PERMISSIONS.location.assignMembers, remove: PERMISSIONS.location.removeMembers };

const renderLocationDetails = (location: Location, reload: () => void) => <LocationDetailsTab location={location} onSaved={reload} />;

/** /dashboard/company/locations/details/:uuid/:tabId with the tabs details and member. */
export function LocationDetailsPage() {
  const { t } = useCompanyTranslation();
  return (
    <DetailsWithMembersPage<Location>
      kind="location"
      permissions={LOCATION_TAB_PERMISSIONS}
      renderDetails={renderLocationDetails}
      crumbs={[{ text: t('locations.title'), link: companyPaths.locationList() }]}
      cacheKey={locationDetailEndpoint.path}
      load={loadLocation}
      titleOf={(location) => location.name}
      tabPath={`${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.locationDetails}`}
    />
  );
}
