import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useSharedTranslation } from '../i18n';

/** Dialog widths of docs/product.md §9. */
export const DIALOG_WIDTHS = ['30rem', '40rem', '50rem'] as const;
/** One allowed dialog width. */
export type DialogWidth = (typeof DIALOG_WIDTHS)[number];

/** The width to use: an allowed one as given, anything else 30rem (docs/product.md §2). */
export function dialogWidth(width: string | undefined): DialogWidth {
  return (DIALOG_WIDTHS as readonly string[]).includes(width ?? '') ? (width as DialogWidth) : '30rem';
}

/** Dialog states of docs/product.md §4. */
export type DialogState = 'open' | 'closing' | 'closed';
/** Why a dialog asks to close. */
export type DialogCloseReason = 'escapeKeyDown' | 'backdropClick' | 'closeButton';

/** Props of AppDialog. */
export interface AppDialogProps {
  open: boolean;
  title: ReactNode;
  /** 30rem, 40rem or 50rem; anything else falls back to 30rem. */
  width?: string;
  onClose?: (reason: DialogCloseReason) => void;
  /** Ignores Escape and backdrop clicks and hides the close button, e.g. while saving. */
  disableClose?: boolean;
  /** Reports open → closing → closed as the closing transition runs. */
  onStateChange?: (state: DialogState) => void;
  actions?: ReactNode;
  /** A dialog that only informs: its one action, a contained button with this label that closes it. */
  closeLabel?: string;
  children?: ReactNode;
}

/** The app's modal dialog with a title, close button and fixed widths. */
export function AppDialog({
  open,
  title,
  width,
  onClose,
  disableClose = false,
  onStateChange,
  actions,
  closeLabel,
  children,
}: AppDialogProps): ReactElement {
  const { t } = useSharedTranslation();
  const [state, setState] = useState<DialogState>(open ? 'open' : 'closed');
  const reported = useRef<DialogState>(state);

  useEffect(() => {
    if (open) setState('open');
    else setState((previous) => (previous === 'open' ? 'closing' : previous));
  }, [open]);

  useEffect(() => {
    if (reported.current !== state) {
      reported.current = state;
      onStateChange?.(state);
    }
  }, [state, onStateChange]);

  const titleId = useId();
  const requestClose = (reason: DialogCloseReason): void => {
    if (!disableClose) onClose?.(reason);
  };

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => requestClose(reason)}
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: { width: dialogWidth(width), maxWidth: 'calc(100% - 2rem)' } },
        transition: { onExited: () => setState('closed') },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      {!disableClose && (
        <IconButton
          aria-label={t('shared.dialog.close')}
          onClick={() => requestClose('closeButton')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      )}
      <DialogContent>{children}</DialogContent>
      {(actions ?? closeLabel) && (
        <DialogActions>
          {actions ?? (
            <Button variant="contained" onClick={() => requestClose('closeButton')}>
              {closeLabel}
            </Button>
          )}
        </DialogActions>
      )}
    </Dialog>
  );
}
