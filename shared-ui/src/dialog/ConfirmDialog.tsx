import type { ReactElement, ReactNode } from 'react';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useSharedTranslation } from '../i18n';
import { AppDialog } from './AppDialog';

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults to shared.confirm.yes / shared.confirm.no. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Marks a destructive action: the confirm button turns red. */
  danger?: boolean;
  /** Disables both buttons and closing while the action runs. */
  busy?: boolean;
  width?: string;
}

/** Asks the user to confirm an action, typically a destructive one. */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  width,
}: ConfirmDialogProps): ReactElement {
  const { t } = useSharedTranslation();
  return (
    <AppDialog
      open={open}
      title={title}
      width={width}
      onClose={onCancel}
      disableClose={busy}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('shared.confirm.no')}
          </Button>
          <Button variant="contained" color={danger ? 'error' : 'primary'} onClick={onConfirm} disabled={busy} autoFocus={!danger}>
            {confirmLabel ?? t('shared.confirm.yes')}
          </Button>
        </>
      }
    >
      <DialogContentText component="div">{message}</DialogContentText>
    </AppDialog>
  );
}
