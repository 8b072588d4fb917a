import { useMemo } from 'react';
import {
  DASHBOARD_PREFIX,
  DASHBOARD_ROUTES,
  PERMISSIONS,
  memberGroupDetailsEndpoint,
  updateMemberGroupEndpoint,
  type MemberGroup,
} from '@compliance/shared-contracts';
import { apiRequest, usePermission } from '@compliance/shared-ui';
import { DetailsFormCard } from '../common/DetailsFormCard';
import { EntityDetailsPage, type EntityTab } from '../common/EntityDetailsPage';
import { EntityMembersTab } from '../common/EntityMembersTab';
import { useFormSubmitter } from '../common/request-error';
import { useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';
import { GROUP_FIELD_ERRORS, GroupFields, groupFieldsOf, type GroupFormValues } from './GroupFields';

const loadGroup = (uuid: string) => apiRequest(memberGroupDetailsEndpoint, { body: { uuid } });

function GroupDetailsTab({ group, onSaved }: { group: MemberGroup; onSaved: () => void }) {
  const { t } = useCompanyTranslation();
  const submitWith = useFormSubmitter();
  const canSave = usePermission([PERMISSIONS.memberGroup.update]);
  const initialValues = useMemo<GroupFormValues>(() => ({ name: group.name, memberGroupIdentifier: group.memberGroupIdentifier, type: group.type }), [group]);
  const submit = async (values: GroupFormValues) => {
    const outcome = await submitWith(() => apiRequest(updateMemberGroupEndpoint, { body: { ...groupFieldsOf(values), uuid: group.uuid }, handledStatuses: [400] }), GROUP_FIELD_ERRORS);
    if ('errors' in outcome) return outcome.errors;
    onSaved();
    return undefined;
  };
  return (
    <DetailsFormCard<GroupFormValues> headline={t('groups.details.headline')} initialValues={initialValues} onSubmit={submit} canSave={canSave}>
      {() => <GroupFields />}
    </DetailsFormCard>
  );
}

/** /dashboard/company/members/group/details/:uuid/:tabId with the tabs details and member. */
export function GroupDetailsPage() {
  const { t } = useCompanyTranslation();
  const tabs = useMemo<EntityTab<MemberGroup>[]>(
    () => [
      { id: 'details', label: t('details.tabDetails'), permissions: [PERMISSIONS.memberGroup.details], render: (group, _uuid, reload) => <GroupDetailsTab group={group} onSaved={reload} /> },
      {
        id: 'member',
        label: t('details.tabMember'),
        permissions: [PERMISSIONS.memberGroup.memberList],
        render: (_group, uuid) => <EntityMembersTab kind="memberGroup" uuid={uuid} addPermissions={[PERMISSIONS.memberGroup.assignMembers]} removePermissions={[PERMISSIONS.memberGroup.removeMembers]} />,
      },
    ],
    [t],
  );
  return (
    <EntityDetailsPage<MemberGroup>
      crumbs={[{ text: t('members.list.title'), link: companyPaths.membersList() }, { text: t('groups.title'), link: companyPaths.memberGroupList() }]}
      cacheKey={memberGroupDetailsEndpoint.path}
      load={loadGroup}
      titleOf={(group) => group.name}
      tabPath={`${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.memberGroupDetails}`}
      tabs={tabs}
    />
  );
}
