import { useMemo } from 'react';
import { DASHBOARD_PREFIX, DASHBOARD_ROUTES, PERMISSIONS, type Location } from '@compliance/shared-contracts/browser';
import { usePermission, DetailsFormCard, useSubmitHandler } from '@compliance/shared-ui';
import { DetailsWithMembersPage } from '../common/EntityDetailsPage';
import { useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';
import { LOCATIONS } from './api';
import {
  LOCATION_FIELD_ERRORS,
  LocationFields,
  locationBodyOf,
  locationFormValuesOf,
  validateLocationForm,
  type LocationFormValues,
} from './LocationFields';

function LocationDetailsTab({ location }: { location: Location }) {
  const { t } = useCompanyTranslation();
  const canSave = usePermission([PERMISSIONS.location.update]);
  const initialValues = useMemo(() => locationFormValuesOf(location), [location]);
  const { update } = LOCATIONS.useWrites();
  const submit = useSubmitHandler((values: LocationFormValues) => update({ ...locationBodyOf(values), uuid: location.uuid }), {
    fields: LOCATION_FIELD_ERRORS,
  });
  return (
    <DetailsFormCard<LocationFormValues>
      headline={t('locations.details.headline')}
      initialValues={initialValues}
      validate={validateLocationForm}
      onSubmit={submit}
      canSave={canSave}
    >
      {() => <LocationFields />}
    </DetailsFormCard>
  );
}

const LOCATION_TAB_PERMISSIONS = {
  details: PERMISSIONS.location.detail,
  memberList: PERMISSIONS.location.readMemberList,
  assign: PERMISSIONS.location.assignMembers,
  remove: PERMISSIONS.location.removeMembers,
};

const renderLocationDetails = (location: Location) => <LocationDetailsTab location={location} />;

/** /dashboard/company/locations/details/:uuid/:tabId with the tabs details and member. */
export function LocationDetailsPage() {
  const { t } = useCompanyTranslation();
  return (
    <DetailsWithMembersPage<Location>
      kind="location"
      permissions={LOCATION_TAB_PERMISSIONS}
      renderDetails={renderLocationDetails}
      crumbs={[{ text: t('locations.title'), link: companyPaths.locationList() }]}
      useDetails={LOCATIONS.useDetails}
      titleOf={(location) => location.name}
      tabPath={`${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.locationDetails}`}
    />
  );
}
