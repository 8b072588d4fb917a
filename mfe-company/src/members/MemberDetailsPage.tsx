import { useMemo } from 'react';
import { DASHBOARD_PREFIX, DASHBOARD_ROUTES, PERMISSIONS, type ManagedMember } from '@compliance/shared-contracts/browser';
import { usePermission, DetailsFormCard, useSubmitHandler } from '@compliance/shared-ui';
import { EntityDetailsPage, type EntityTab } from '../common/EntityDetailsPage';
import { useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';
import { MemberFields } from './MemberFields';
import { MemberOrgUnitsTab } from './MemberOrgUnitsTab';
import { UsernameAvailability } from './UsernameAvailability';
import { useMember, useMemberWrites } from './api';
import { MEMBER_FIELD_ERRORS, memberFieldsOf, memberFormValuesOf, validateMemberForm, type MemberFormValues } from './member-form';

/** The details tab: the member's fields, status and options, saved with the server's rules. */
function MemberDetailsTab({ member }: { member: ManagedMember }) {
  const { t } = useCompanyTranslation();
  const { update } = useMemberWrites();
  const canSave = usePermission([PERMISSIONS.memberList.update]);
  const initialValues = useMemo(() => memberFormValuesOf(member), [member]);
  const labels = { initialPassword: t('fields.initialPassword'), confirmInitialPassword: t('fields.confirmInitialPassword') };
  const submit = useSubmitHandler(
    (values: MemberFormValues) => {
      const body = {
        ...memberFieldsOf(values),
        uuid: member.uuid,
        status: values.status,
        options: {
          createElearningTasks: Boolean(values.createElearningTasks),
          createRiskAssessmentTasks: Boolean(values.createRiskAssessmentTasks),
        },
      };
      return update(body);
    },
    { fields: MEMBER_FIELD_ERRORS },
  );
  return (
    <DetailsFormCard<MemberFormValues>
      headline={t('members.details.headline')}
      initialValues={initialValues}
      validate={(values) => validateMemberForm(values, labels, false)}
      onSubmit={submit}
      canSave={canSave}
    >
      {() => (
        <>
          <UsernameAvailability unchanged={member.username} />
          <MemberFields mode="edit" currentRole={member.roleIdentifier} />
        </>
      )}
    </DetailsFormCard>
  );
}

/** /dashboard/company/members/details/:uuid/:tabId with the tabs details and org-units. */
export function MemberDetailsPage() {
  const { t } = useCompanyTranslation();
  const tabs = useMemo<EntityTab<ManagedMember>[]>(
    () => [
      {
        id: 'details',
        label: t('members.details.tabs.details'),
        permissions: [PERMISSIONS.memberList.details],
        render: (member) => <MemberDetailsTab member={member} />,
      },
      {
        id: 'org-units',
        label: t('members.details.tabs.orgUnits'),
        permissions: [PERMISSIONS.memberDetails.readOrgUnitList],
        render: (_member, uuid) => <MemberOrgUnitsTab memberUuid={uuid} />,
      },
    ],
    [t],
  );
  return (
    <EntityDetailsPage<ManagedMember>
      crumbs={[{ text: t('members.list.title'), link: companyPaths.membersList() }]}
      useDetails={useMember}
      titleOf={(member) => `${member.firstName} ${member.lastName}`}
      tabPath={`${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.memberDetails}`}
      tabs={tabs}
    />
  );
}
