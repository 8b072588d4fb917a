import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readLicenseeAuditLogEndpoint } from '@compliance/shared-contracts/browser';
import { mockEndpoint } from '@compliance/shared-ui/testing';
import { renderBackOffice, settle } from '../test-utils';

const ROUTES = [
  mockEndpoint(readLicenseeAuditLogEndpoint, {
    body: {
      items: [
        {
          uuid: '00000000-0000-4000-8000-000000000001',
          at: '2026-12-01T09:30:15.123456Z',
          actor: { kind: 'staff', uuid: '00000000-0000-4000-8000-0000000000aa', name: 'Leonie Lizenz', username: 'licenseeadmin' },
          actingAs: 'backOffice',
          clientUuid: null,
          clientName: null,
          action: 'licensee.update-branding',
          area: 'backOffice',
          entity: 'licensee',
          entityId: null,
          details: { before: { licenseeName: 'Demo Licensee' }, after: { licenseeName: 'Demo Lizenz' } },
        },
      ],
      next: null,
    },
  }),
];

const navigation = () => screen.getByRole('navigation', { name: 'Backoffice-Navigation' });

describe('the back office audit log', () => {
  afterEach(settle);

  it("shows the licensee admin the staff's writes, a change field by field", async () => {
    const user = userEvent.setup();
    renderBackOffice('/licensee/audit-log', { routes: ROUTES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Protokoll' })).toBeInTheDocument();
    expect(within(navigation()).getByRole('link', { name: 'Protokoll' })).toHaveAttribute('aria-current', 'page');
    const [change] = within(await screen.findByRole('list', { name: 'Protokolleinträge' })).getAllByRole('listitem');
    expect(change).toHaveTextContent('Erscheinungsbild geändert');
    await user.click(within(change!).getByRole('button', { name: 'Details anzeigen' }));
    const row = within(change!).getByRole('row', { name: /licenseeName/ });
    expect(row).toHaveTextContent('Demo Licensee');
    expect(row).toHaveTextContent('Demo Lizenz');
    expect(screen.getByRole('button', { name: 'Exportieren (Excel)' })).toBeEnabled();
  });

  it('is not in an advisor’s navigation', async () => {
    renderBackOffice('/licensee/clients', { role: 'licensee-advisor', routes: ROUTES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kunden' })).toBeInTheDocument();
    expect(within(navigation()).queryByRole('link', { name: 'Protokoll' })).toBeNull();
  });
});
