import { useMemo } from 'react';
import {
  DASHBOARD_PREFIX,
  DASHBOARD_ROUTES,
  PERMISSIONS,
  locationDetailEndpoint,
  updateLocationEndpoint,
  type Location,
} from '@compliance/shared-contracts';
import { apiRequest, usePermission } from '@compliance/shared-ui';
import { DetailsFormCard } from '../common/DetailsFormCard';
import { EntityDetailsPage, type EntityTab } from '../common/EntityDetailsPage';
import { EntityMembersTab } from '../common/EntityMembersTab';
import { useFormSubmitter } from '../common/request-error';
import { useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';
import { LOCATION_FIELD_ERRORS, LocationFields, locationBodyOf, locationFormValuesOf, validateLocationForm, type LocationFormValues } from './LocationFields';

const loadLocation = (uuid: string) => apiRequest(locationDetailEndpoint, { body: { uuid } });

function LocationDetailsTab({ location, onSaved }: { location: Location; onSaved: () => void }) {
  const { t } = useCompanyTranslation();
  const submitWith = useFormSubmitter();
  const canSave = usePermission([PERMISSIONS.location.update]);
  const initialValues = useMemo(() => locationFormValuesOf(location), [location]);
  const submit = async (values: LocationFormValues) => {
    const outcome = await submitWith(() => apiRequest(updateLocationEndpoint, { body: { ...locationBodyOf(values), uuid: location.uuid }, handledStatuses: [400] }), LOCATION_FIELD_ERRORS);
    if ('errors' in outcome) return outcome.errors;
    onSaved();
    return undefined;
  };
  return (
    <DetailsFormCard<LocationFormValues> headline={t('locations.details.headline')} initialValues={initialValues} validate={validateLocationForm} onSubmit={submit} canSave={canSave}>
      {() => <LocationFields />}
    </DetailsFormCard>
  );
}

/** /dashboard/company/locations/details/:uuid/:tabId with the tabs details and member. */
export function LocationDetailsPage() {
  const { t } = useCompanyTranslation();
  const tabs = useMemo<EntityTab<Location>[]>(
    () => [
      { id: 'details', label: t('details.tabDetails'), permissions: [PERMISSIONS.location.detail], render: (location, _uuid, reload) => <LocationDetailsTab location={location} onSaved={reload} /> },
      {
        id: 'member',
        label: t('details.tabMember'),
        permissions: [PERMISSIONS.location.readMemberList],
        render: (_location, uuid) => <EntityMembersTab kind="location" uuid={uuid} addPermissions={[PERMISSIONS.location.assignMembers]} removePermissions={[PERMISSIONS.location.removeMembers]} />,
      },
    ],
    [t],
  );
  return (
    <EntityDetailsPage<Location>
      crumbs={[{ text: t('locations.title'), link: companyPaths.locationList() }]}
      cacheKey={locationDetailEndpoint.path}
      load={loadLocation}
      titleOf={(location) => location.name}
      tabPath={`${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.locationDetails}`}
      tabs={tabs}
    />
  );
}
