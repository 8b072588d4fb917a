import { mockEndpoint, type MockRoutes } from '@compliance/shared-ui/testing';
import { updateRiskActionEndpoint } from '@compliance/shared-contracts/browser';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RiskActionDetails } from '@compliance/shared-contracts';
import { MARKING_ACTION, MIRROR_ACTION } from '../fixtures';
import { renderInArea, RISK_PERMISSIONS, settle } from '../test-utils';
import { RiskActionDialog } from './RiskActionDialog';

const RESULT_UUID = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

/** A measure as read-risk-action-details answers it. */
const details = (row: typeof MIRROR_ACTION, overrides: Partial<RiskActionDetails> = {}): RiskActionDetails => ({
  ...row,
  riskAssessmentExecutionResultUuid: RESULT_UUID,
  description: 'Spiegel an der Hallenecke',
  typeReason: 'Getrennte Wege sind baulich nicht möglich.',
  agreedAt: null,
  agreedBy: null,
  check: null,
  ...overrides,
});

const renderDialog = (action: RiskActionDetails, routes: MockRoutes = []) =>
  renderInArea(
    <RiskActionDialog
      riskUuid={action.riskUuid}
      riskTitle={action.riskTitle}
      riskFactor={action.riskFactor}
      action={action}
      onClose={() => {}}
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
});
