import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../toast/toast-state';
import { usePermission } from '../store/permissions';
import { useAppStore } from '../store/use-app-store';

/** Where a denied route leads: the dashboard's home, which opens the member's first permitted page. */
export const DENIED_ROUTE_TARGET = '/dashboard';

/**
 * What every denied route does, in the shell and in every area alike (docs/product.md §6): the generic
 * 401 toast, then home. Renders nothing. Fires once per mount, so React's doubled effects in
 * development do not show the toast twice. `to` is the member's first page where the caller knows
 * it (the shell does): the way home is then one navigation, not three.
 */
export function DeniedRoute({ to = DENIED_ROUTE_TARGET }: { to?: string }): null {
  const navigate = useNavigate();
  const store = useAppStore();
  const fired = useRef(false);
  useEffect(() => {
    if (fired.current) return;
    fired.current = true;
    showToast({ type: 'danger', title: 'common.http.title', message: 'common.http.http401' }, store);
    navigate(to, { replace: true });
  }, [navigate, store, to]);
  return null;
}

/** Props of RequireRoutePermission. */
export interface RequireRoutePermissionProps {
  /** Any one of these admits; undefined or empty admits everyone. */
  permissions: readonly string[] | undefined;
  children: ReactNode;
}

/** A page behind a permission: its children when held, else the denied-route behaviour (DeniedRoute). */
export function RequireRoutePermission({ permissions, children }: RequireRoutePermissionProps): ReactNode {
  return usePermission(permissions) ? children : <DeniedRoute />;
}
