import { screen, within } from '@testing-library/react';
import { readClientAuditLogEndpoint, ROLE_PERMISSIONS } from '@compliance/shared-contracts/browser';
import { mockEndpoint } from '@compliance/shared-ui/testing';
import { renderCompany, settle } from '../test-utils';

const PATH = '/dashboard/company/audit-log';
const ROUTES = [
  mockEndpoint(readClientAuditLogEndpoint, {
    body: {
      items: [
        {
          uuid: '00000000-0000-4000-8000-000000000001',
          at: '2026-12-01T09:30:15.123456Z',
          actor: { kind: 'staff', uuid: '00000000-0000-4000-8000-0000000000aa', name: 'Clara Beraterin', username: 'advisor' },
          actingAs: 'support',
          clientUuid: '3c1e5a8b-4d2f-4e6a-9b7c-1d2e3f4a5b6c',
          clientName: 'Demo GmbH',
          action: 'auth.support-login',
          area: 'account',
          entity: 'client',
          entityId: null,
          details: { by: 'back-office' },
        },
      ],
      next: null,
    },
  }),
];

describe('the company audit log', () => {
  afterEach(settle);

  it("shows the owner every write with who did it and as whom, under the page's heading", async () => {
    renderCompany(PATH, { role: 'super-admin', permissions: [...ROLE_PERMISSIONS['super-admin']], routes: ROUTES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Protokoll' })).toBeInTheDocument();
    const [support] = within(await screen.findByRole('list', { name: 'Protokolleinträge' })).getAllByRole('listitem');
    expect(support).toHaveTextContent('Als Support angemeldet');
    expect(support).toHaveTextContent('Clara Beraterin (advisor)');
    expect(screen.getByRole('button', { name: 'Exportieren (Excel)' })).toBeEnabled();
  });

  it('is not an admin’s: the route is refused', async () => {
    renderCompany(PATH, { role: 'admin', permissions: [...ROLE_PERMISSIONS.admin], routes: ROUTES });
    expect(await screen.findByText('Sie haben keine Berechtigung für diese Aktion.')).toBeInTheDocument();
  });
});
