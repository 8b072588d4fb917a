import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  exportClientAuditLogEndpoint,
  readClientAuditLogEndpoint,
  readLicenseeAuditLogEndpoint,
  type AuditLogEntry,
} from '@compliance/shared-contracts/browser';
import { captureSavedFiles, mockEndpoint, mockFetch } from '../testing';
import { renderWithProviders } from '../test-utils';
import { AuditLogView } from './AuditLogView';

const entry = (overrides: Partial<AuditLogEntry> & { uuid: string }): AuditLogEntry => ({
  at: '2026-12-01T09:30:15.123456Z',
  actor: { kind: 'member', uuid: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b', name: 'Sabine Oberhauser', username: 'superadmin' },
  actingAs: 'member',
  clientUuid: '3c1e5a8b-4d2f-4e6a-9b7c-1d2e3f4a5b6c',
  clientName: 'Demo GmbH',
  action: 'member.update',
  area: 'company',
  entity: 'member',
  entityId: null,
  details: { fields: ['phoneNumber', 'email'] },
  ...overrides,
});

const SUPPORT = entry({
  uuid: '00000000-0000-4000-8000-000000000002',
  action: 'auth.support-login',
  area: 'account',
  actor: { kind: 'staff', uuid: '00000000-0000-4000-8000-0000000000aa', name: 'Clara Beraterin', username: 'advisor' },
  actingAs: 'support',
  details: { by: 'back-office' },
});
const UPDATE = entry({ uuid: '00000000-0000-4000-8000-000000000001' });
const OLDER = entry({ uuid: '00000000-0000-4000-8000-000000000003', action: 'templates.delete-template', area: 'templates', details: {} });
const CURSOR = `${UPDATE.at}_${UPDATE.uuid}`;

beforeEach(() => {
  // A known CSRF cookie keeps the log's POSTs from fetching /api/csrf first.
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
});

function setup(view = <AuditLogView endpoint={readClientAuditLogEndpoint} />, language: 'de_DE' | 'en_GB' = 'de_DE') {
  const requests = mockFetch([
    mockEndpoint(readClientAuditLogEndpoint, (body) =>
      body.after === CURSOR
        ? { body: { items: [OLDER], next: null } }
        : body.filter?.person === 'niemand'
          ? { body: { items: [], next: null } }
          : { body: { items: [SUPPORT, UPDATE], next: CURSOR } },
    ),
    mockEndpoint(exportClientAuditLogEndpoint, {
      file: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: 'PK' },
    }),
    mockEndpoint(readLicenseeAuditLogEndpoint, {
      body: { items: [entry({ ...SUPPORT, uuid: '00000000-0000-4000-8000-000000000009' })], next: null },
    }),
  ]);
  return { user: userEvent.setup(), requests, ...renderWithProviders(view, { language }) };
}

const entries = () => screen.findByRole('list', { name: 'Protokolleinträge' });

describe('AuditLogView', () => {
  it('shows each entry: what, its area, when, who (with username) and as whom', async () => {
    setup();
    const [support, update] = within(await entries()).getAllByRole('listitem');
    expect(support).toHaveTextContent('Als Support angemeldet');
    expect(support).toHaveTextContent('Anmeldung und Profil');
    expect(support).toHaveTextContent('Clara Beraterin (advisor)');
    expect(within(support!).getByText('als Support')).toBeInTheDocument();
    expect(update).toHaveTextContent('Mitarbeiter geändert');
    expect(update).toHaveTextContent('01.12.2026');
    expect(within(update!).getByText('als Mitarbeiter')).toBeInTheDocument();
  });

  it('shows what an entry recorded behind a button', async () => {
    const { user } = setup();
    const update = within(await entries()).getAllByRole('listitem')[1]!;
    const toggle = within(update).getByRole('button', { name: 'Details anzeigen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(update).getByText('fields')).toBeInTheDocument();
    expect(within(update).getByText('phoneNumber, email')).toBeInTheDocument();
    expect(within(update).getByRole('button', { name: 'Details ausblenden' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('loads older entries after the last one shown, by the cursor the page answered', async () => {
    const { user, requests } = setup();
    await entries();
    await user.click(screen.getByRole('button', { name: 'Ältere Einträge laden' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Protokolleinträge' })).getAllByRole('listitem')).toHaveLength(3));
    expect(requests.at(-1)?.body).toEqual({ filter: {}, after: CURSOR });
    expect(screen.getByText('Vorlage gelöscht')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ältere Einträge laden' })).toBeNull();
  });

  it('filters by person, and says when nothing matches', async () => {
    const { user, requests } = setup();
    await entries();
    await user.type(screen.getByRole('textbox', { name: 'Person' }), 'niemand');
    expect(await screen.findByText('Keine Einträge zu diesen Filtern.')).toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({ filter: { person: 'niemand' } });
  });

  it("names each entry's client in the licensee's log, in English too", async () => {
    setup(<AuditLogView endpoint={readLicenseeAuditLogEndpoint} showClient />, 'en_GB');
    const [support] = within(await screen.findByRole('list', { name: 'Log entries' })).getAllByRole('listitem');
    expect(support).toHaveTextContent('Signed in as support');
    expect(support).toHaveTextContent('at Demo GmbH');
  });

  it('exports the log of the filter the fields show, as an Excel file named by the minute', async () => {
    const { saved, restore } = captureSavedFiles();
    const { user, requests } = setup(<AuditLogView endpoint={readClientAuditLogEndpoint} exportEndpoint={exportClientAuditLogEndpoint} />);
    await entries();
    // At once, before the list follows the filter.
    await user.type(screen.getByRole('textbox', { name: 'Person' }), 'sabine');
    await user.click(screen.getByRole('button', { name: 'Exportieren (Excel)' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^Protokoll-\d{4}-\d{2}-\d{2}_\d{4}\.xlsx$/)]));
    expect(requests.filter((request) => request.path === exportClientAuditLogEndpoint.path).map((request) => request.body)).toEqual([
      { filter: { person: 'sabine' } },
    ]);
    expect(screen.getByRole('button', { name: 'Exportieren (Excel)' })).toBeEnabled();
    restore();
  });

  it('offers no export where the page gives none', async () => {
    setup();
    await entries();
    expect(screen.queryByRole('button', { name: 'Exportieren (Excel)' })).toBeNull();
  });
});
