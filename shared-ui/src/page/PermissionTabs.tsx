import type { ReactElement } from 'react';
import { useAtomValue } from 'jotai';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { fillPath, hasAnyPermission } from '@compliance/shared-contracts/browser';
import { NavLink, permissionsAtom, useAppStore, useLocation, useSharedTranslation } from '@compliance/shared-ui';

/** One tab: a link whose path may hold :param placeholders. */
export interface PermissionTab {
  /** Translated label. */
  label: string;
  /** Route path, e.g. '/dashboard/company/members/details/:uuid/details'. */
  path: string;
  /** Shown only with any of these permissions. */
  permissions?: readonly string[];
}

/** Props of PermissionTabs. */
export interface PermissionTabsProps {
  tabs: readonly PermissionTab[];
  /** Values for the :param placeholders. */
  params?: Readonly<Record<string, string | number>>;
  /** Accessible name of the tab list. */
  label?: string;
}

/** Tabs as router links, each shown only with its permission (docs/product.md §2). */
export function PermissionTabs({ tabs, params = {}, label }: PermissionTabsProps): ReactElement | null {
  const { t } = useSharedTranslation();
  const held = useAtomValue(permissionsAtom, { store: useAppStore() });
  const { pathname } = useLocation();
  const visible = tabs
    .filter((tab) => hasAnyPermission(held, tab.permissions))
    .map((tab) => ({ ...tab, href: fillPath(tab.path, params) }));
  if (visible.length === 0) return null;
  const active = visible.find((tab) => pathname === tab.href || pathname.startsWith(`${tab.href}/`));
  return (
    <Tabs value={active?.href ?? false} aria-label={label ?? t('shared.tabs.label')} variant="scrollable" scrollButtons="auto">
      {visible.map((tab) => (
        <Tab key={tab.href} value={tab.href} label={tab.label} component={NavLink} to={tab.href} />
      ))}
    </Tabs>
  );
}
