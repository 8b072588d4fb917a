import { mockEndpoint, type MockRoutes } from '@compliance/shared-ui/testing';
import { cancelRiskActionEndpoint, updateRiskActionEndpoint } from '@compliance/shared-contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RiskActionDetails } from '@compliance/shared-contracts';
import { actionDetails, AGREEMENT, MARKING_ACTION, MIRROR_ACTION } from '../fixtures';
import { renderInArea, RISK_PERMISSIONS, settle } from '../test-utils';
import { RiskActionDialog } from './RiskActionDialog';

const ADA = MIRROR_ACTION.responsible!;
const details = actionDetails;

const renderDialog = (action: RiskActionDetails, routes: MockRoutes = [], onClose = () => {}) =>
  renderInArea(
    <RiskActionDialog
      riskUuid={action.riskUuid}
      riskTitle={action.riskTitle}
      riskFactor={action.riskFactor}
      action={action}
      onClose={onClose}
    />,
    '/dashboard/apps/risk-assessments',
    { permissions: RISK_PERMISSIONS, role: 'admin', routes },
  );

describe('the measure dialog', () => {
  afterEach(settle);

  it('offers no effectiveness check before the measure is agreed, and says why', async () => {
    renderDialog(details(MARKING_ACTION));
    const dialog = await screen.findByRole('dialog', { name: 'Maßnahme bearbeiten' });
    expect(within(dialog).getByRole('heading', { name: 'Wirksamkeitskontrolle' })).toBeInTheDocument();
    expect(within(dialog).getByText('Die Wirksamkeit lässt sich prüfen, sobald die Maßnahme vereinbart ist.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Wirksamkeit geprüft' })).not.toBeInTheDocument();
    // Every field the form refuses empty carries the required mark.
    expect(within(dialog).getByRole('combobox', { name: 'Verantwortlich' })).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: 'Maßnahme' })).toBeRequired();
  });

  it('shows the server’s refusal of a check date after today at the date', async () => {
    const user = userEvent.setup();
    const agreed = details(MIRROR_ACTION, {
      agreedAt: '2026-10-01T09:00:00.000Z',
      agreedBy: MIRROR_ACTION.responsible,
      check: { checkDate: '2026-11-02', effective: true, note: '', reviewer: MIRROR_ACTION.responsible },
    });
    renderDialog(agreed, [
      mockEndpoint(updateRiskActionEndpoint, { status: 400, body: { error: { code: 'RiskAssessment.InvalidCheckDate' } } }),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Maßnahme bearbeiten' });
    expect(within(dialog).getByRole('checkbox', { name: 'Wirksamkeit geprüft' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findAllByText('Das Datum der Wirksamkeitsprüfung darf nicht in der Zukunft liegen.')).not.toHaveLength(0);
  });

  it('asks why an agreed measure changes, says it is agreed again, and sends the reason', async () => {
    const user = userEvent.setup();
    const agreed = details(MIRROR_ACTION, {
      agreedAt: AGREEMENT.at,
      agreedBy: ADA,
      history: [...details(MIRROR_ACTION).history, AGREEMENT],
    });
    const { requests } = renderDialog(agreed, [mockEndpoint(updateRiskActionEndpoint, { body: { success: true } })]);
    const dialog = await screen.findByRole('dialog', { name: 'Maßnahme bearbeiten' });
    expect(within(dialog).queryByRole('textbox', { name: 'Grund der Änderung' })).not.toBeInTheDocument();
    const title = within(dialog).getByRole('textbox', { name: 'Maßnahme' });
    await user.clear(title);
    await user.type(title, 'Flyer zur Sitzhaltung');
    expect(within(dialog).getByText(/muss erneut vereinbart werden; die vereinbarte Fassung bleibt in der Historie/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Grund der Änderung ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === updateRiskActionEndpoint.path)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Grund der Änderung' }), 'Budget gestrichen');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(requests.some((request) => request.path === updateRiskActionEndpoint.path)).toBe(true));
    expect(requests.find((request) => request.path === updateRiskActionEndpoint.path)?.body).toMatchObject({
      title: 'Flyer zur Sitzhaltung',
      reason: 'Budget gestrichen',
      check: null,
    });
  });

  it('asks why the risk after the measure is higher than before it, and sends the reason', async () => {
    const user = userEvent.setup();
    const { requests } = renderDialog(details(MARKING_ACTION), [mockEndpoint(updateRiskActionEndpoint, { body: { success: true } })]);
    const dialog = await screen.findByRole('dialog', { name: 'Maßnahme bearbeiten' });
    expect(within(dialog).queryByRole('textbox', { name: 'Warum das Risiko danach höher ist' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Risikofaktor danach' }));
    await user.click(await screen.findByRole('option', { name: '10' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Warum das Risiko danach höher ist' });
    expect(within(dialog).getByText(/Das Risiko vorher ist 9\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Warum das Risiko danach höher ist ist ein Pflichtfeld.')).toBeInTheDocument();
    await user.type(reason, 'Der Spiegel lenkt ab.');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(requests.some((request) => request.path === updateRiskActionEndpoint.path)).toBe(true));
    expect(requests.find((request) => request.path === updateRiskActionEndpoint.path)?.body).toMatchObject({
      expectedRiskFactor: 10,
      expectedRiskReason: 'Der Spiegel lenkt ab.',
    });
  });

  it('lists every step of the measure with who and when, and keeps a recorded check', async () => {
    const checked = details(MIRROR_ACTION, {
      agreedAt: AGREEMENT.at,
      agreedBy: ADA,
      check: { checkDate: '2026-11-02', effective: false, note: 'Spiegel verdeckt', reviewer: ADA },
      history: [
        ...details(MIRROR_ACTION).history,
        AGREEMENT,
        {
          kind: 'checked',
          at: '2026-11-02T10:00:00.000Z',
          by: ADA,
          version: 1,
          content: null,
          reason: null,
          check: { checkDate: '2026-11-02', effective: false, note: 'Spiegel verdeckt', reviewer: ADA },
        },
      ],
    });
    renderDialog(checked);
    const dialog = await screen.findByRole('dialog', { name: 'Maßnahme bearbeiten' });
    const steps = within(within(dialog).getByRole('list', { name: 'Historie' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getAllByText(/.+/)[0]!.textContent)).toEqual([
      expect.stringMatching(/^Version 1 angelegt am 30\.09\.2026, \d{2}:\d{2} von Ada Admin$/),
      expect.stringMatching(/^Version 1 vereinbart am 01\.10\.2026, \d{2}:\d{2} von Ada Admin$/),
      expect.stringMatching(/^Wirksamkeitsprüfung zu Version 1, festgehalten am 02\.11\.2026, \d{2}:\d{2} von Ada Admin$/),
    ]);
    expect(steps[0]).toHaveTextContent('Verkehrsspiegel an Tor 3');
    expect(steps[2]).toHaveTextContent('Geprüft am 02.11.2026 von Ada Admin: Nicht wirksam – Spiegel verdeckt');
    const checkbox = within(dialog).getByRole('checkbox', { name: 'Wirksamkeit geprüft' });
    expect(checkbox).toBeChecked();
    expect(checkbox).toBeDisabled();
    expect(within(dialog).getByText(/Eine festgehaltene Prüfung bleibt in der Historie/)).toBeInTheDocument();
  });

  it('cancels a measure with its reason after asking', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { requests } = renderDialog(
      details(MARKING_ACTION),
      [mockEndpoint(cancelRiskActionEndpoint, { body: { success: true } })],
      onClose,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Maßnahme bearbeiten' });
    await user.click(within(dialog).getByRole('button', { name: 'Maßnahme verwerfen' }));
    const asking = await screen.findByRole('dialog', { name: 'Maßnahme „Fußwege farbig markieren“ verwerfen?' });
    expect(within(asking).getByText(/bleibt mit dem Grund in der Historie/)).toBeInTheDocument();
    await user.click(within(asking).getByRole('button', { name: 'Verwerfen' }));
    expect(requests.filter((request) => request.path === cancelRiskActionEndpoint.path)).toHaveLength(0);
    await user.type(within(asking).getByRole('textbox', { name: 'Grund' }), 'Doppelt angelegt');
    await user.click(within(asking).getByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((request) => request.path === cancelRiskActionEndpoint.path)?.body).toEqual({
      riskActionUuid: MARKING_ACTION.riskActionUuid,
      reason: 'Doppelt angelegt',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a cancelled measure read only, with when, by whom and why', async () => {
    const cancelled = details(MARKING_ACTION, {
      status: 'cancelled',
      cancellation: { at: '2026-11-20T13:30:00.000Z', by: ADA, reason: 'Doppelt angelegt' },
    });
    renderDialog(cancelled);
    const dialog = await screen.findByRole('dialog', { name: 'Verworfene Maßnahme: Fußwege farbig markieren' });
    expect(
      within(dialog).getByText(/^Verworfen am 20\.11\.2026, \d{2}:\d{2} von Ada Admin\. Grund: Doppelt angelegt$/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Historie' })).toBeInTheDocument();
  });

  it('shows a measure carried into the next run read only, and one carried from the run before with where it came from', async () => {
    const handedOn = details(MIRROR_ACTION, {
      status: 'carried-over',
      history: [...details(MIRROR_ACTION).history, { ...AGREEMENT, kind: 'carried-over', at: '2026-11-20T13:30:00.000Z' }],
    });
    const view = renderDialog(handedOn);
    const closed = await screen.findByRole('dialog', { name: 'Übernommene Maßnahme: Verkehrsspiegel an Tor 3' });
    expect(within(closed).getByText(/wurde dorthin übernommen und wird dort weiter verfolgt/)).toBeInTheDocument();
    expect(within(closed).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(closed).getByRole('list', { name: 'Historie' })).toHaveTextContent(
      /Version 1 in den nächsten Lauf übernommen am 20\.11\.2026/,
    );
    view.unmount();

    renderDialog(details(MARKING_ACTION, { carriedFrom: { finishedAt: '2025-10-05T09:00:00.000Z' } }));
    const open = await screen.findByRole('dialog', { name: 'Maßnahme bearbeiten' });
    expect(within(open).getByText('Übernommen aus der Auswertung vom 05.10.2025, in der sie unerledigt blieb.')).toBeInTheDocument();
  });
});
