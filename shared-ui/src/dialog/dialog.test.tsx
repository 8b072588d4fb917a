import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppDialog, ConfirmDialog, dialogWidth, type DialogState } from '@compliance/shared-ui';
import { renderWithProviders } from '../test-utils';

describe('dialogWidth', () => {
  it('keeps allowed widths and falls back to 30rem', () => {
    expect(dialogWidth('40rem')).toBe('40rem');
    expect(dialogWidth('50rem')).toBe('50rem');
    expect(dialogWidth('45rem')).toBe('30rem');
    expect(dialogWidth(undefined)).toBe('30rem');
  });
});

function Harness({ disableClose = false, onState }: { disableClose?: boolean; onState?: (s: DialogState) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <AppDialog
      open={open}
      title="Standort"
      width="99rem"
      disableClose={disableClose}
      onClose={() => setOpen(false)}
      onStateChange={onState}
    >
      <p>Inhalt</p>
    </AppDialog>
  );
}

describe('AppDialog', () => {
  it('renders an accessible dialog with the fallback width', () => {
    renderWithProviders(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Standort' });
    expect(dialog).toHaveStyle({ width: '30rem' });
  });

  it('closes on Escape and reports closing, then closed', async () => {
    const user = userEvent.setup();
    const states: DialogState[] = [];
    renderWithProviders(<Harness onState={(s) => states.push(s)} />);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(states).toEqual(['closing', 'closed']);
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Dialog schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives a dialog that only informs one contained button that closes it', async () => {
    const onClose = jest.fn();
    renderWithProviders(
      <AppDialog open title="Hinweis" onClose={onClose} closeLabel="Fertig">
        <p>Inhalt</p>
      </AppDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fertig' }));
    expect(onClose).toHaveBeenCalledWith('closeButton');
  });

  it('ignores Escape and backdrop clicks when closing is disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness disableClose />);
    await user.keyboard('{Escape}');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (backdrop) await user.click(backdrop);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dialog schließen' })).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('confirms and cancels with translated default labels', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithProviders(
      <ConfirmDialog open danger title="Löschen?" message="Wirklich löschen?" onConfirm={onConfirm} onCancel={onCancel} />,
      { language: 'en_GB' },
    );
    expect(screen.getByRole('dialog', { name: 'Löschen?' })).toHaveTextContent('Wirklich löschen?');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
