import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { grantsScope, hasAnyPermission, mayActOn, type EndpointRoute, type MemberRole } from '@compliance/shared-contracts/browser';
import { appStore, featureFlagsAtom, memberStateAtom, permissionsAtom } from './atoms';
import { useAppStore } from './use-app-store';

/** Whether the member holds any of the required permissions (none required passes, docs/product.md §6). */
export function usePermission(required: readonly string[] | undefined): boolean {
  const held = useAtomValue(permissionsAtom, { store: useAppStore() });
  return hasAnyPermission(held, required);
}

/**
 * Whether the signed-in member may send a request to `endpoint` now (its area's feature flag on,
 * one of its permissions held): a read ahead of a page asks only then, so the server never refuses it.
 */
export function mayRequest({ featureFlag, access }: Pick<EndpointRoute, 'featureFlag' | 'access'>): boolean {
  if (featureFlag && !appStore.get(featureFlagsAtom)[featureFlag]) return false;
  return access.kind !== 'session' || hasAnyPermission(appStore.get(permissionsAtom), access.permissions);
}

/** Props of RequirePermission. */
export interface RequirePermissionProps {
  /** Any one of these suffices; undefined or empty admits everyone. */
  permissions: readonly string[] | undefined;
  children: ReactNode;
  /** Shown instead of the children when the check fails; nothing by default. */
  fallback?: ReactNode;
}

/** Renders its children only when the member holds one of the permissions. */
export function RequirePermission({ permissions, children, fallback = null }: RequirePermissionProps): ReactNode {
  return usePermission(permissions) ? children : fallback;
}

/**
 * Who the signed-in member may act on and whether they grant scope (docs/roles.md "Who may act on
 * whom"), so screens hide or disable what the server would refuse. Before the member state
 * is loaded, nothing is allowed.
 */
export function useAuthority(): { mayActOn: (target: MemberRole) => boolean; grantsScope: boolean } {
  const role = useAtomValue(memberStateAtom, { store: useAppStore() })?.member.roleIdentifier;
  return {
    mayActOn: (target) => (role ? mayActOn(role, target) : false),
    grantsScope: role ? grantsScope(role) : false,
  };
}
