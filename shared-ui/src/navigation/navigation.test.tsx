import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Breadcrumb, PermissionTabs, permissionsAtom } from '@compliance/shared-ui';
import { renderWithProviders } from '../test-utils';

const tabs = [
  { label: 'Details', path: '/dashboard/company/members/details/:uuid/details' },
  { label: 'Organisationseinheiten', path: '/dashboard/company/members/details/:uuid/org-units', permissions: ['member-details.read-org-unit-list'] },
  { label: 'Start', path: '/dashboard/start/overview', permissions: ['todo-permission'] },
];

describe('PermissionTabs', () => {
  // MUI Tabs measures its indicator after a frame; let that settle inside act.
  afterEach(async () => {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  });

  it('fills :params, marks the active tab and hides tabs without permission', async () => {
    const store = createStore();
    renderWithProviders(<PermissionTabs tabs={tabs} params={{ uuid: 'm-1' }} />, { store, route: '/dashboard/company/members/details/m-1/details' });
    const details = screen.getByRole('tab', { name: 'Details' });
    expect(details).toHaveAttribute('href', '/dashboard/company/members/details/m-1/details');
    expect(details).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Organisationseinheiten' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Start' })).toBeInTheDocument();
    await act(async () => store.set(permissionsAtom, ['member-details.read-org-unit-list']));
    expect(screen.getByRole('tab', { name: 'Organisationseinheiten' })).toHaveAttribute('href', '/dashboard/company/members/details/m-1/org-units');
  });

  it('navigates when a tab is clicked', async () => {
    const user = userEvent.setup();
    const store = createStore();
    store.set(permissionsAtom, ['member-details.read-org-unit-list']);
    renderWithProviders(<PermissionTabs tabs={tabs} params={{ uuid: 'm-1' }} />, { store, route: '/dashboard/company/members/details/m-1/details' });
    await user.click(screen.getByRole('tab', { name: 'Organisationseinheiten' }));
    expect(screen.getByRole('tab', { name: 'Organisationseinheiten' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Breadcrumb', () => {
  it('starts with a home link to /dashboard and links items that have one', () => {
    renderWithProviders(<Breadcrumb items={[{ text: 'Mitarbeiter', link: '/dashboard/company/members/list' }, { text: 'Anna Ahrens' }]} />, { language: 'en_GB' });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Mitarbeiter' })).toHaveAttribute('href', '/dashboard/company/members/list');
    expect(screen.getByText('Anna Ahrens')).toHaveAttribute('aria-current', 'page');
  });
});
