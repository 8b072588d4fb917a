import type { ReactElement } from 'react';
import { RISK_ACTION_TEXT_LIMITS, validateMaxLength, type RiskActionDetails } from '@compliance/shared-contracts/browser';
import { FormDialog, TextField, Typography, requiredValidator, useSubmitHandler } from '@compliance/shared-ui';
import { useRiskTranslation } from '../common/namespace';
import { useRiskActionWrites } from './api';

/** Props of CancelRiskActionDialog. */
export interface CancelRiskActionDialogProps {
  action: RiskActionDetails;
  /** After the measure is cancelled. */
  onCancelled: () => void;
  /** Back without cancelling. */
  onClose: () => void;
}

/**
 * "Maßnahme verwerfen": asks why, then cancels the measure. It leaves 'x of y' and the statuses,
 * and stays readable in its history with the reason, so a mistaken measure does not count for good.
 */
export function CancelRiskActionDialog({ action, onCancelled, onClose }: CancelRiskActionDialogProps): ReactElement {
  const { t } = useRiskTranslation();
  const writes = useRiskActionWrites();
  const submit = useSubmitHandler(({ reason }: { reason: string }) => writes.cancel({ riskActionUuid: action.riskActionUuid, reason }), {
    onDone: onCancelled,
  });
  return (
    <FormDialog<{ reason: string }>
      open
      title={t('actions.cancel.title', { title: action.title })}
      width="40rem"
      initialValues={{ reason: '' }}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('actions.cancel.submit')}
    >
      {() => (
        <>
          <Typography sx={{ mb: 1 }}>{t('actions.cancel.intro')}</Typography>
          <TextField
            name="reason"
            label={t('actions.fields.cancelReason')}
            multiline
            rows={2}
            validate={[
              requiredValidator(t('actions.fields.cancelReason')),
              (value: string | undefined) => validateMaxLength(value ?? '', RISK_ACTION_TEXT_LIMITS.reason),
            ]}
          />
        </>
      )}
    </FormDialog>
  );
}
