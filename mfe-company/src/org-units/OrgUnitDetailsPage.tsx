import { useMemo } from 'react';
import useSWR from 'swr';
import {
  DASHBOARD_PREFIX,
  DASHBOARD_ROUTES,
  PERMISSIONS,
  orgUnitDetailEndpoint,
  updateOrgUnitEndpoint,
  type OrgUnit,
} from '@compliance/shared-contracts/browser';
import { apiRequest, usePermission, LinearProgress, DetailsFormCard, useSubmitHandler } from '@compliance/shared-ui';
import { DetailsWithMembersPage } from '../common/EntityDetailsPage';
import { useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';
import { ORG_UNIT_FIELD_ERRORS, OrgUnitFields, orgUnitBodyOf, orgUnitFormValuesOf, type OrgUnitFormValues } from './OrgUnitFields';

const loadOrgUnit = (uuid: string) => apiRequest(orgUnitDetailEndpoint, { body: { uuid } });

function OrgUnitDetailsTab({ unit, onSaved }: { unit: OrgUnit; onSaved: () => void }) {
  const { t } = useCompanyTranslation();
  const canSave = usePermission([PERMISSIONS.orgUnit.update]);
  // The unit names only its parent's uuid; the parent's name labels the chip.
  const parent = useSWR(unit.parentUuid ? [orgUnitDetailEndpoint.path, unit.parentUuid] : null, ([, uuid]: readonly [string, string]) => loadOrgUnit(uuid), { revalidateOnFocus: false, shouldRetryOnError: false });
  const parentName = parent.data?.orgUnitName;
  const initialValues = useMemo(() => orgUnitFormValuesOf(unit, parentName), [unit, parentName]);
  const submit = useSubmitHandler((values: OrgUnitFormValues) => apiRequest(updateOrgUnitEndpoint, { body: { ...orgUnitBodyOf(values), uuid: unit.uuid }, handledStatuses: [400] }), { fields: ORG_UNIT_FIELD_ERRORS, onDone: onSaved });
  if (unit.parentUuid && parent.isLoading) return <LinearProgress aria-label={t('details.loading')} />;
  return (
    <DetailsFormCard<OrgUnitFormValues> headline={t('orgUnits.details.headline')} initialValues={initialValues} onSubmit={submit} canSave={canSave}>
      {() => <OrgUnitFields />}
    </DetailsFormCard>
  );
}

const ORG_UNIT_TAB_PERMISSIONS = { details: PERMISSIONS.orgUnit.detail, memberList: PERMISSIONS.orgUnit.memberList, assign: PERMISSIONS.orgUnit.addMembers, remove: PERMISSIONS.orgUnit.removeMembers };

const renderOrgUnitDetails = (unit: OrgUnit, reload: () => void) => <OrgUnitDetailsTab unit={unit} onSaved={reload} />;

/** /dashboard/company/org-units/details/:uuid/:tabId with the tabs details and member. */
export function OrgUnitDetailsPage() {
  const { t } = useCompanyTranslation();
  return (
    <DetailsWithMembersPage<OrgUnit>
      kind="orgUnit"
      permissions={ORG_UNIT_TAB_PERMISSIONS}
      renderDetails={renderOrgUnitDetails}
      crumbs={[{ text: t('orgUnits.title'), link: companyPaths.orgUnitList() }]}
      cacheKey={orgUnitDetailEndpoint.path}
      load={loadOrgUnit}
      titleOf={(unit) => unit.orgUnitName}
      tabPath={`${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.orgUnitDetails}`}
    />
  );
}
