import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { FEATURE_FLAG_DEFAULTS } from '@compliance/shared-contracts';
import {
  DEFAULT_LICENSEE_NAME,
  RequirePermission,
  appStore,
  eventBus,
  featureFlagsAtom,
  footerDataAtom,
  permissionsAtom,
  sidebarOpenAtom,
  licenseeDisplayName,
  usePermission,
  windowTitle,
} from '@compliance/shared-ui';
import { renderWithProviders } from '../test-utils';

function Probe({ required }: { required: string[] | undefined }) {
  return <p>{usePermission(required) ? 'granted' : 'denied'}</p>;
}

describe('global UI state', () => {
  it('starts with the defaults of docs/product.md §3 and §9', () => {
    const store = createStore();
    expect(store.get(sidebarOpenAtom)).toBe(false);
    expect(store.get(featureFlagsAtom)).toEqual(FEATURE_FLAG_DEFAULTS);
    expect(store.get(footerDataAtom).licenseeName).toBe('Dashboard');
    expect(store.get(permissionsAtom)).toEqual(['todo-permission']);
  });

  it("always keeps 'todo-permission' when permissions are replaced", () => {
    const store = createStore();
    store.set(permissionsAtom, ['location.location-list']);
    expect(store.get(permissionsAtom)).toEqual(['location.location-list', 'todo-permission']);
  });

  it('shares one event bus', () => {
    const handler = jest.fn();
    const off = eventBus.on('members:changed', handler);
    eventBus.emit('members:changed', { reason: 'create' });
    off();
    eventBus.emit('members:changed', { reason: 'update' });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('permission checks', () => {
  it('passes when any required permission is held', () => {
    const store = createStore();
    store.set(permissionsAtom, ['member-list.get-list']);
    renderWithProviders(<Probe required={['location.location-list', 'member-list.get-list']} />, { store });
    expect(screen.getByText('granted')).toBeInTheDocument();
  });

  it('fails when none is held and reacts to new permissions', () => {
    const store = createStore();
    renderWithProviders(<Probe required={['location.location-list']} />, { store });
    expect(screen.getByText('denied')).toBeInTheDocument();
    act(() => store.set(permissionsAtom, ['location.location-list']));
    expect(screen.getByText('granted')).toBeInTheDocument();
  });

  it("lets everyone through entries guarded only by 'todo-permission' or nothing", () => {
    const store = createStore();
    store.set(permissionsAtom, []);
    renderWithProviders(
      <>
        <RequirePermission permissions={['todo-permission']}>
          <p>todo entry</p>
        </RequirePermission>
        <RequirePermission permissions={undefined}>
          <p>open entry</p>
        </RequirePermission>
        <RequirePermission permissions={['calendar.show']} fallback={<span>no calendar</span>}>
          <p>calendar</p>
        </RequirePermission>
      </>,
      { store },
    );
    expect(screen.getByText('todo entry')).toBeInTheDocument();
    expect(screen.getByText('open entry')).toBeInTheDocument();
    expect(screen.getByText('no calendar')).toBeInTheDocument();
    expect(screen.queryByText('calendar')).not.toBeInTheDocument();
  });

  it('reads the shared app store when no Provider is given', () => {
    appStore.set(permissionsAtom, ['calendar.show']);
    renderWithProviders(<Probe required={['calendar.show']} />);
    expect(screen.getByText('granted')).toBeInTheDocument();
    act(() => appStore.set(permissionsAtom, []));
  });
});

describe('window title and licensee name', () => {
  it("reads '{page title} - {licensee name}', each falling back to 'Dashboard'", () => {
    expect(windowTitle('Willkommen', 'Demo Licensee')).toBe('Willkommen - Demo Licensee');
    expect(windowTitle(null, '')).toBe('Dashboard - Dashboard');
    expect(windowTitle('  ', undefined)).toBe('Dashboard - Dashboard');
    expect(licenseeDisplayName('  ')).toBe(DEFAULT_LICENSEE_NAME);
    expect(licenseeDisplayName(' Acme ')).toBe('Acme');
  });
});
