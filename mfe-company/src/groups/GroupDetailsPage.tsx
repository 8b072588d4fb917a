import { useMemo } from 'react';
import { DASHBOARD_PREFIX, DASHBOARD_ROUTES, PERMISSIONS, type MemberGroup } from '@compliance/shared-contracts/browser';
import { usePermission, DetailsFormCard, useSubmitHandler } from '@compliance/shared-ui';
import { DetailsWithMembersPage } from '../common/EntityDetailsPage';
import { useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';
import { MEMBER_GROUPS } from './api';
import { GROUP_FIELD_ERRORS, GroupFields, groupFieldsOf, type GroupFormValues } from './GroupFields';

function GroupDetailsTab({ group }: { group: MemberGroup }) {
  const { t } = useCompanyTranslation();
  const canSave = usePermission([PERMISSIONS.memberGroup.update]);
  const initialValues = useMemo<GroupFormValues>(
    () => ({ name: group.name, memberGroupIdentifier: group.memberGroupIdentifier, type: group.type }),
    [group],
  );
  const { update } = MEMBER_GROUPS.useWrites();
  const submit = useSubmitHandler((values: GroupFormValues) => update({ ...groupFieldsOf(values), uuid: group.uuid }), {
    fields: GROUP_FIELD_ERRORS,
  });
  return (
    <DetailsFormCard<GroupFormValues>
      headline={t('groups.details.headline')}
      initialValues={initialValues}
      onSubmit={submit}
      canSave={canSave}
    >
      {() => <GroupFields />}
    </DetailsFormCard>
  );
}

const GROUP_TAB_PERMISSIONS = {
  details: PERMISSIONS.memberGroup.details,
  memberList: PERMISSIONS.memberGroup.memberList,
  assign: PERMISSIONS.memberGroup.assignMembers,
  remove: PERMISSIONS.memberGroup.removeMembers,
};

const renderMemberGroupDetails = (group: MemberGroup) => <GroupDetailsTab group={group} />;

/** /dashboard/company/members/group/details/:uuid/:tabId with the tabs details and member. */
export function GroupDetailsPage() {
  const { t } = useCompanyTranslation();
  return (
    <DetailsWithMembersPage<MemberGroup>
      kind="memberGroup"
      permissions={GROUP_TAB_PERMISSIONS}
      renderDetails={renderMemberGroupDetails}
      crumbs={[
        { text: t('members.list.title'), link: companyPaths.membersList() },
        { text: t('groups.title'), link: companyPaths.memberGroupList() },
      ]}
      useDetails={MEMBER_GROUPS.useDetails}
      titleOf={(group) => group.name}
      tabPath={`${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.memberGroupDetails}`}
    />
  );
}
