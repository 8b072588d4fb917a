import { useMemo } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import useSWR from 'swr';
import {
  DASHBOARD_PREFIX,
  DASHBOARD_ROUTES,
  PERMISSIONS,
  orgUnitDetailEndpoint,
  updateOrgUnitEndpoint,
  type OrgUnit,
} from '@compliance/shared-contracts';
import { apiRequest, usePermission } from '@compliance/shared-ui';
import { DetailsFormCard } from '../common/DetailsFormCard';
import { EntityDetailsPage, type EntityTab } from '../common/EntityDetailsPage';
import { EntityMembersTab } from '../common/EntityMembersTab';
import { useFormSubmitter } from '../common/request-error';
import { useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';
import { ORG_UNIT_FIELD_ERRORS, OrgUnitFields, orgUnitBodyOf, orgUnitFormValuesOf, type OrgUnitFormValues } from './OrgUnitFields';

const loadOrgUnit = (uuid: string) => apiRequest(orgUnitDetailEndpoint, { body: { uuid } });

function OrgUnitDetailsTab({ unit, onSaved }: { unit: OrgUnit; onSaved: () => void }) {
  const { t } = useCompanyTranslation();
  const submitWith = useFormSubmitter();
  const canSave = usePermission([PERMISSIONS.orgUnit.update]);
  // The unit names only its parent's uuid; the parent's name labels the chip.
  const parent = useSWR(unit.parentUuid ? [orgUnitDetailEndpoint.path, unit.parentUuid] : null, ([, uuid]: readonly [string, string]) => loadOrgUnit(uuid), { revalidateOnFocus: false, shouldRetryOnError: false });
  const parentName = parent.data?.orgUnitName;
  const initialValues = useMemo(() => orgUnitFormValuesOf(unit, parentName), [unit, parentName]);
  if (unit.parentUuid && parent.isLoading) return <LinearProgress aria-label={t('details.loading')} />;
  const submit = async (values: OrgUnitFormValues) => {
    const outcome = await submitWith(() => apiRequest(updateOrgUnitEndpoint, { body: { ...orgUnitBodyOf(values), uuid: unit.uuid }, handledStatuses: [400] }), ORG_UNIT_FIELD_ERRORS);
    if ('errors' in outcome) return outcome.errors;
    onSaved();
    return undefined;
  };
  return (
    <DetailsFormCard<OrgUnitFormValues> headline={t('orgUnits.details.headline')} initialValues={initialValues} onSubmit={submit} canSave={canSave}>
      {() => <OrgUnitFields />}
    </DetailsFormCard>
  );
}

/** /dashboard/company/org-units/details/:uuid/:tabId with the tabs details and member. */
export function OrgUnitDetailsPage() {
  const { t } = useCompanyTranslation();
  const tabs = useMemo<EntityTab<OrgUnit>[]>(
    () => [
      { id: 'details', label: t('details.tabDetails'), permissions: [PERMISSIONS.orgUnit.detail], render: (unit, _uuid, reload) => <OrgUnitDetailsTab unit={unit} onSaved={reload} /> },
      {
        id: 'member',
        label: t('details.tabMember'),
        permissions: [PERMISSIONS.orgUnit.memberList],
        render: (_unit, uuid) => <EntityMembersTab kind="orgUnit" uuid={uuid} addPermissions={[PERMISSIONS.orgUnit.addMembers]} removePermissions={[PERMISSIONS.orgUnit.removeMembers]} />,
      },
    ],
    [t],
  );
  return (
    <EntityDetailsPage<OrgUnit>
      crumbs={[{ text: t('orgUnits.title'), link: companyPaths.orgUnitList() }]}
      cacheKey={orgUnitDetailEndpoint.path}
      load={loadOrgUnit}
      titleOf={(unit) => unit.orgUnitName}
      tabPath={`${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.orgUnitDetails}`}
      tabs={tabs}
    />
  );
}
