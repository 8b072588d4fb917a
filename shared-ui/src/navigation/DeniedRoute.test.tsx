import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { RequireRoutePermission, permissionsAtom, toastsAtom } from '@compliance/shared-ui';
import { renderWithProviders } from '../test-utils';

function routesWith(permissions: readonly string[]) {
  return (
    <StrictMode>
      <Routes>
        <Route path="/dashboard" element={<p>Home</p>} />
        <Route
          path="/dashboard/company/members/import"
          element={
            <RequireRoutePermission permissions={permissions}>
              <p>Import</p>
            </RequireRoutePermission>
          }
        />
      </Routes>
    </StrictMode>
  );
}

describe('RequireRoutePermission', () => {
  it('shows the page when one of the permissions is held', () => {
    const store = createStore();
    store.set(permissionsAtom, ['member-import.upload-csv']);
    renderWithProviders(routesWith(['member-import.upload-csv']), { store, route: '/dashboard/company/members/import' });
    expect(screen.getByText('Import')).toBeInTheDocument();
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('denies as every route does: one generic 401 toast, then home', () => {
    const store = createStore();
    store.set(permissionsAtom, ['member-list.get-list']);
    renderWithProviders(routesWith(['member-import.upload-csv']), { store, route: '/dashboard/company/members/import' });
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(screen.queryByText('Import')).not.toBeInTheDocument();
    expect(store.get(toastsAtom)).toEqual([
      expect.objectContaining({ type: 'danger', title: 'common.http.title', message: 'common.http.http401' }),
    ]);
  });
});
