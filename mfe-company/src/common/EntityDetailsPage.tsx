import { useMemo, type ReactNode } from 'react';
import { DetailsPage, type DetailsPageProps, type DetailsTab } from '@compliance/shared-ui/page';
import { useCompanyTranslation } from './namespace';
import { EntityMembersTab } from '../entity-members/EntityMembersTab';
import { type MemberHolderKind } from '../entity-members/api';

/** One tab of a details page of the area. */
export type EntityTab<E> = DetailsTab<E>;

/** Props of EntityDetailsPage: a details page whose breadcrumb starts with the company area. */
export type EntityDetailsPageProps<E> = Omit<DetailsPageProps<E>, 'areaTitle' | 'param'>;

/** The details page of one entity (member, member group, org unit, location), below the company area. */
export function EntityDetailsPage<E>(props: EntityDetailsPageProps<E>) {
  const { t } = useCompanyTranslation();
  return <DetailsPage<E> areaTitle={t('area.title')} {...props} />;
}

/** Permissions of a details page with the tabs details and member. */
export interface DetailsWithMembersPermissions {
  details: string;
  memberList: string;
  assign: string;
  remove: string;
}

/** Props of DetailsWithMembersPage. */
export interface DetailsWithMembersPageProps<E> extends Omit<EntityDetailsPageProps<E>, 'tabs'> {
  kind: MemberHolderKind;
  permissions: DetailsWithMembersPermissions;
  /** The details tab's form. */
  renderDetails: (entity: E) => ReactNode;
}

/** The details page of an org unit, location or member group: tabs details (its form) and member (assign and remove). */
export function DetailsWithMembersPage<E>({ kind, permissions, renderDetails, ...page }: DetailsWithMembersPageProps<E>) {
  const { t } = useCompanyTranslation();
  const tabs = useMemo<EntityTab<E>[]>(
    () => [
      { id: 'details', label: t('details.tabDetails'), permissions: [permissions.details], render: (entity) => renderDetails(entity) },
      {
        id: 'member',
        label: t('details.tabMember'),
        permissions: [permissions.memberList],
        render: (_entity, uuid) => (
          <EntityMembersTab kind={kind} uuid={uuid} addPermissions={[permissions.assign]} removePermissions={[permissions.remove]} />
        ),
      },
    ],
    [t, kind, permissions, renderDetails],
  );
  return <EntityDetailsPage<E> {...page} tabs={tabs} />;
}
