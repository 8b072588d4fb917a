import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { fillPath, hasAnyPermission } from '@compliance/shared-contracts/browser';
import { Box, DeniedRoute, Navigate, permissionsAtom, useAppStore, useParams, useSharedTranslation } from '@compliance/shared-ui';
import { AreaPage } from './AreaPage';
import { type BreadcrumbItem } from './Breadcrumb';
import { Loaded } from './Loaded';
import { PermissionTabs } from './PermissionTabs';

/** One tab of a details page. */
export interface DetailsTab<E> {
  id: string;
  /** Translated label. */
  label: string;
  /** Any one of these shows the tab. */
  permissions: readonly string[];
  /** Writes clear the cached details, so a saved tab shows the new state without a reload of its own. */
  render: (entity: E, uuid: string) => ReactNode;
}

/** Props of DetailsPage. */
export interface DetailsPageProps<E> {
  /** Translated name of the area (the breadcrumb's first item). */
  areaTitle: string;
  /** Breadcrumb items leading to the list, e.g. "Organisationseinheiten". */
  crumbs: readonly BreadcrumbItem[];
  /** The entity's details hook from its feature's api.ts. */
  useDetails: (uuid: string) => { data?: E; error?: unknown };
  /** The headline, e.g. the org unit's name. */
  titleOf: (entity: E) => string;
  /** The details route, absolute, with the entity's :param and :tabId. */
  tabPath: string;
  /** The route parameter that names the entity ('uuid', 'elearningUuid'). */
  param?: string;
  tabs: readonly DetailsTab<E>[];
}

/**
 * The details page of one entity: breadcrumb, headline, permission-gated tabs and the chosen
 * tab. A mistyped tab leads to the first permitted one; a forbidden one is a denied route
 * (docs/product.md §2, §6).
 */
export function DetailsPage<E>({ areaTitle, crumbs, useDetails, titleOf, tabPath, param = 'uuid', tabs }: DetailsPageProps<E>) {
  const { t } = useSharedTranslation();
  const { [param]: uuid = '', tabId } = useParams();
  const held = useAtomValue(permissionsAtom, { store: useAppStore() });
  const details = useDetails(uuid);

  const permitted = tabs.filter((tab) => hasAnyPermission(held, tab.permissions));
  const tab = permitted.find((candidate) => candidate.id === tabId);
  const first = permitted[0];
  if (!tab) {
    const mistyped = !tabs.some((candidate) => candidate.id === tabId);
    return mistyped && first ? <Navigate to={fillPath(tabPath, { [param]: uuid, tabId: first.id })} replace /> : <DeniedRoute />;
  }

  const title = details.data ? titleOf(details.data) : t('shared.details.loading');
  return (
    <AreaPage areaTitle={areaTitle} title={title} crumbs={crumbs}>
      <Loaded result={details}>
        {(entity) => (
          <>
            <PermissionTabs
              params={{ [param]: uuid }}
              tabs={tabs.map((entry) => ({
                label: entry.label,
                path: tabPath.replace(':tabId', entry.id),
                permissions: entry.permissions,
              }))}
            />
            <Box role="tabpanel" aria-label={tab.label} sx={{ pt: 1 }}>
              {tab.render(entity, uuid)}
            </Box>
          </>
        )}
      </Loaded>
    </AreaPage>
  );
}
