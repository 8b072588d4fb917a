import { useCallback, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useSharedTranslation } from '../i18n';
import { FormFeedback } from '../form/FormFeedback';
import { useRequestErrorKey } from '../form/request-error';
import { ConfirmDialog } from './ConfirmDialog';

/** What to confirm: texts of the dialog and the action to run once confirmed. */
export interface ConfirmRequest {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Destructive actions get a red confirm button. */
  danger?: boolean;
  /** The call; a failure keeps the dialog open with the server's message. */
  run: () => Promise<unknown>;
  /** Runs after success, e.g. reloading the table. */
  onDone?: () => void;
}

/**
 * One confirmation dialog for a page's destructive actions (archive, delete, remove): ask
 * opens it, confirming runs the call with the buttons disabled, a server error such as
 * OrgUnit.HasMembers is shown in the dialog itself.
 */
export function useConfirmedAction(): { ask: (request: ConfirmRequest) => void; dialog: ReactNode } {
  const { t } = useSharedTranslation();
  const errorKey = useRequestErrorKey();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ask = useCallback((next: ConfirmRequest) => {
    setError(null);
    setRequest(next);
  }, []);

  const confirm = async () => {
    if (!request) return;
    setBusy(true);
    setError(null);
    try {
      await request.run();
      setRequest(null);
      request.onDone?.();
    } catch (failure) {
      setError(errorKey(failure));
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={request !== null}
      title={request?.title ?? ''}
      message={
        <Box>
          <FormFeedback errorKey={error} />
          {request?.message}
        </Box>
      }
      confirmLabel={request?.confirmLabel}
      cancelLabel={t('shared.form.cancel')}
      danger={request?.danger ?? false}
      busy={busy}
      onCancel={() => setRequest(null)}
      onConfirm={() => void confirm()}
    />
  );
  return { ask, dialog };
}
