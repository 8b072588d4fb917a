import { useMemo, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Alert, Box, DeniedRoute, LinearProgress, Navigate, permissionsAtom, useAppStore, useParams } from '@compliance/shared-ui';
import { type BreadcrumbItem, PermissionTabs } from '@compliance/shared-ui/page';
import { hasAnyPermission } from '@compliance/shared-contracts/browser';
import { CompanyPage } from './CompanyPage';
import { useCompanyTranslation } from './namespace';
import { EntityMembersTab } from '../entity-members/EntityMembersTab';
import { type MemberHolderKind } from '../entity-members/api';

/** One tab of a details page. */
export interface EntityTab<E> {
  id: string;
  /** Translated label. */
  label: string;
  /** Any one of these shows the tab. */
  permissions: readonly string[];
  /** The entity's writes clear its cached details, so a saved tab shows the new state without a reload of its own. */
  render: (entity: E, uuid: string) => ReactNode;
}

/** Props of EntityDetailsPage. */
export interface EntityDetailsPageProps<E> {
  /** Breadcrumb items leading to the list, e.g. "Organisationseinheiten". */
  crumbs: readonly BreadcrumbItem[];
  /** The entity's details hook from its feature's api.ts (EntityData.useDetails). */
  useDetails: (uuid: string) => { data?: E; error?: unknown };
  /** The headline, e.g. the org unit's name. */
  titleOf: (entity: E) => string;
  /** The details route with :uuid and :tabId, absolute. */
  tabPath: string;
  tabs: readonly EntityTab<E>[];
}

/**
 * The details page of one entity (member, member group, org unit, location): breadcrumb,
 * headline, permission-gated tabs and the chosen tab; a mistyped tab leads to the first
 * permitted one, a forbidden one is a denied route.
 */
export function EntityDetailsPage<E>({ crumbs, useDetails, titleOf, tabPath, tabs }: EntityDetailsPageProps<E>) {
  const { t } = useCompanyTranslation();
  const { uuid = '', tabId } = useParams();
  const held = useAtomValue(permissionsAtom, { store: useAppStore() });
  const { data, error } = useDetails(uuid);

  const permitted = tabs.filter((tab) => hasAnyPermission(held, tab.permissions));
  const tab = permitted.find((candidate) => candidate.id === tabId);
  const first = permitted[0];
  // A tab the member may not see is a denied route (docs/product.md §6); a mistyped one opens the first tab.
  if (!tab) {
    const mistyped = !tabs.some((candidate) => candidate.id === tabId);
    return mistyped && first ? (
      <Navigate to={tabPath.replace(':uuid', encodeURIComponent(uuid)).replace(':tabId', first.id)} replace />
    ) : (
      <DeniedRoute />
    );
  }

  const title = data ? titleOf(data) : t('details.loading');
  return (
    <CompanyPage title={title} crumbs={crumbs}>
      {error ? (
        <Alert severity="error" role="alert">
          {t('details.loadFailed')}
        </Alert>
      ) : !data ? (
        <LinearProgress aria-label={t('details.loading')} />
      ) : (
        <>
          <PermissionTabs
            label={t('details.tabs')}
            params={{ uuid }}
            tabs={tabs.map((entry) => ({ label: entry.label, path: tabPath.replace(':tabId', entry.id), permissions: entry.permissions }))}
          />
          <Box role="tabpanel" aria-label={tab.label} sx={{ pt: 1 }}>
            {tab.render(data, uuid)}
          </Box>
        </>
      )}
    </CompanyPage>
  );
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
