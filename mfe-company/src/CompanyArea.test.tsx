import { screen } from '@testing-library/react';
import { PERMISSIONS, ROLE_PERMISSIONS } from '@compliance/shared-contracts';
import { renderCompany, settle } from './test-utils';

const DENIED = 'Sie haben keine Berechtigung für diese Aktion.';

describe('company area: a denied route', () => {
  afterEach(settle);

  // The outside check found inline notes here while other routes showed the toast (docs/product.md §6).
  it.each([
    ['the import page for a loc-admin', '/dashboard/company/members/import', 'loc-admin'],
    ['the import page for an ou-admin', '/dashboard/company/members/import', 'ou-admin'],
    ['the company configuration for an admin', '/dashboard/company/settings/configuration', 'admin'],
  ] as const)('%s shows the generic 401 toast and leads home', async (_name, path, role) => {
    renderCompany(path, { role, permissions: [...ROLE_PERMISSIONS[role]] });
    expect(await screen.findByText(DENIED)).toBeInTheDocument();
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('does the same for a details tab the member may not see', async () => {
    renderCompany('/dashboard/company/members/details/m-1/org-units', {
      permissions: [PERMISSIONS.memberList.getList, PERMISSIONS.memberList.details],
    });
    expect(await screen.findByText(DENIED)).toBeInTheDocument();
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });

  it('stays on the page for a mistyped tab, without a toast', async () => {
    // No answer for the member: the page itself says it could not load, which shows it stayed.
    renderCompany('/dashboard/company/members/details/m-1/junk', {
      permissions: [PERMISSIONS.memberList.getList, PERMISSIONS.memberList.details],
    });
    expect(await screen.findByText('Die Daten konnten nicht geladen werden.')).toBeInTheDocument();
    expect(screen.queryByText('elsewhere')).not.toBeInTheDocument();
    expect(screen.queryByText(DENIED)).not.toBeInTheDocument();
  });
});

describe('company area: an address without a page', () => {
  afterEach(settle);

  it('says so, names the address and leads to the start page, instead of a silent redirect', async () => {
    renderCompany('/dashboard/company/memebrs/list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText(/\/dashboard\/company\/memebrs\/list/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('elsewhere')).not.toBeInTheDocument();
  });
});
