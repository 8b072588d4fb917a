import { useMemo } from 'react';
import { DASHBOARD_PREFIX, DASHBOARD_ROUTES, PERMISSIONS, type OrgUnit } from '@compliance/shared-contracts/browser';
import { usePermission, LinearProgress, DetailsFormCard, useSubmitHandler, useSharedTranslation } from '@compliance/shared-ui';
import { DetailsWithMembersPage } from '../common/EntityDetailsPage';
import { useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';
import { ORG_UNITS } from './api';
import { ORG_UNIT_FIELD_ERRORS, OrgUnitFields, orgUnitBodyOf, orgUnitFormValuesOf, type OrgUnitFormValues } from './OrgUnitFields';

function OrgUnitDetailsTab({ unit }: { unit: OrgUnit }) {
  const { t } = useCompanyTranslation();
  const shared = useSharedTranslation().t;
  const canSave = usePermission([PERMISSIONS.orgUnit.update]);
  // The unit names only its parent's uuid; the parent's name labels the chip.
  const parent = ORG_UNITS.useDetails(unit.parentUuid);
  const parentName = parent.data?.orgUnitName;
  const initialValues = useMemo(() => orgUnitFormValuesOf(unit, parentName), [unit, parentName]);
  const { update } = ORG_UNITS.useWrites();
  const submit = useSubmitHandler((values: OrgUnitFormValues) => update({ ...orgUnitBodyOf(values), uuid: unit.uuid }), {
    fields: ORG_UNIT_FIELD_ERRORS,
  });
  if (unit.parentUuid && parent.isLoading) return <LinearProgress aria-label={shared('shared.details.loading')} />;
  return (
    <DetailsFormCard<OrgUnitFormValues>
      headline={t('orgUnits.details.headline')}
      initialValues={initialValues}
      onSubmit={submit}
      canSave={canSave}
    >
      {() => <OrgUnitFields />}
    </DetailsFormCard>
  );
}

const ORG_UNIT_TAB_PERMISSIONS = {
  details: PERMISSIONS.orgUnit.detail,
  memberList: PERMISSIONS.orgUnit.memberList,
  assign: PERMISSIONS.orgUnit.addMembers,
  remove: PERMISSIONS.orgUnit.removeMembers,
};

const renderOrgUnitDetails = (unit: OrgUnit) => <OrgUnitDetailsTab unit={unit} />;

/** /dashboard/company/org-units/details/:uuid/:tabId with the tabs details and member. */
export function OrgUnitDetailsPage() {
  const { t } = useCompanyTranslation();
  return (
    <DetailsWithMembersPage<OrgUnit>
      kind="orgUnit"
      permissions={ORG_UNIT_TAB_PERMISSIONS}
      renderDetails={renderOrgUnitDetails}
      crumbs={[{ text: t('orgUnits.title'), link: companyPaths.orgUnitList() }]}
      useDetails={ORG_UNITS.useDetails}
      titleOf={(unit) => unit.orgUnitName}
      tabPath={`${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.orgUnitDetails}`}
    />
  );
}
