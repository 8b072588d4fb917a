import { useMemo } from 'react';
import {
  DASHBOARD_PREFIX,
  DASHBOARD_ROUTES,
  PERMISSIONS,
  memberGroupDetailsEndpoint,
  updateMemberGroupEndpoint,
  type MemberGroup,
} from '@compliance/shared-contracts/browser';
import { apiRequest, usePermission, DetailsFormCard, useSubmitHandler } from '@compliance/shared-ui';
import { DetailsWithMembersPage } from '../common/EntityDetailsPage';
import { useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';
import { GROUP_FIELD_ERRORS, GroupFields, groupFieldsOf, type GroupFormValues } from './GroupFields';

const loadGroup = (uuid: string) => apiRequest(memberGroupDetailsEndpoint, { body: { uuid } });

function GroupDetailsTab({ group, onSaved }: { group: MemberGroup; onSaved: () => void }) {
  const { t } = useCompanyTranslation();
  const canSave = usePermission([PERMISSIONS.memberGroup.update]);
  const initialValues = useMemo<GroupFormValues>(() => ({ name: group.name, memberGroupIdentifier: group.memberGroupIdentifier, type: group.type }), [group]);
  const submit = useSubmitHandler((values: GroupFormValues) => apiRequest(updateMemberGroupEndpoint, { body: { ...groupFieldsOf(values), uuid: group.uuid }, handledStatuses: [400] }), { fields: GROUP_FIELD_ERRORS, onDone: onSaved });
  return (
    <DetailsFormCard<GroupFormValues> headline={t('groups.details.headline')} initialValues={initialValues} onSubmit={submit} canSave={canSave}>
      {() => <GroupFields />}
    </DetailsFormCard>
  );
}

const GROUP_TAB_PERMISSIONS = { details: PERMISSIONS.memberGroup.details, memberList: PERMISSIONS.memberGroup.memberList, assign: PERMISSIONS.memberGroup.assignMembers, remove: PERMISSIONS.memberGroup.removeMembers };

const renderMemberGroupDetails = (group: MemberGroup, reload: () => void) => <GroupDetailsTab group={group} onSaved={reload} />;

/** /dashboard/company/members/group/details/:uuid/:tabId with the tabs details and member. */
export function GroupDetailsPage() {
  const { t } = useCompanyTranslation();
  return (
    <DetailsWithMembersPage<MemberGroup>
      kind="memberGroup"
      permissions={GROUP_TAB_PERMISSIONS}
      renderDetails={renderMemberGroupDetails}
      crumbs={[{ text: t('members.list.title'), link: companyPaths.membersList() }, { text: t('groups.title'), link: companyPaths.memberGroupList() }]}
      cacheKey={memberGroupDetailsEndpoint.path}
      load={loadGroup}
      titleOf={(group) => group.name}
      tabPath={`${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.memberGroupDetails}`}
    />
  );
}
