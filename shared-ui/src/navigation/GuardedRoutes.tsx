import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireRoutePermission } from './DeniedRoute';

/** A page of an area behind the permissions its first endpoint requires. */
export interface GuardedPage {
  /** The route relative to the area's mount point, e.g. 'catalog/details/:elearningUuid/:tabId'. */
  path: string;
  /** Any one of these admits. */
  permissions: readonly string[];
  element: ReactNode;
}

/** Props of GuardedRoutes. */
export interface GuardedRoutesProps {
  pages: readonly GuardedPage[];
  /** Further routes: redirects of short paths and the fallback ('*'). */
  children?: ReactNode;
}

/** An area's <Routes>: each page behind its permissions (a denied one leads home with the 401 toast), then the extra routes. */
export function GuardedRoutes({ pages, children }: GuardedRoutesProps) {
  return (
    <Routes>
      {pages.map(({ path, permissions, element }) => (
        <Route key={path} path={path} element={<RequireRoutePermission permissions={permissions}>{element}</RequireRoutePermission>} />
      ))}
      {children}
    </Routes>
  );
}
