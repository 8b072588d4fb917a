import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { ToastHost, TOAST_TIMEOUTS_S, showToast, toastsAtom } from '@compliance/shared-ui';
import { renderWithProviders } from '../test-utils';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const tick = (ms: number): void => {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
};

describe('toasts', () => {
  it('uses the timeouts of docs/product.md §9', () => {
    expect(TOAST_TIMEOUTS_S).toEqual({ success: 5, info: 5, warning: 5, danger: 30 });
  });

  it('shows a success toast as a status with a countdown and closes it after 5 s', () => {
    const store = createStore();
    renderWithProviders(<ToastHost />, { store });
    act(() => void showToast({ type: 'success', message: 'common.request.success' }, store));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Erfolg');
    expect(toast).toHaveTextContent('Erfolgreich gespeichert.');
    expect(toast).toHaveTextContent('Schließt in 5 s');
    tick(1000);
    expect(toast).toHaveTextContent('Schließt in 4 s');
    tick(3000);
    expect(screen.getByRole('status')).toHaveTextContent('Schließt in 1 s');
    tick(1000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('keeps a danger toast 30 s as an alert', () => {
    const store = createStore();
    renderWithProviders(<ToastHost />, { store, language: 'en_GB' });
    act(() => void showToast({ type: 'danger', title: 'common.http.title', message: 'common.http.http500' }, store));
    expect(screen.getByRole('alert')).toHaveTextContent('Closes in 30 s');
    tick(29000);
    expect(screen.getByRole('alert')).toHaveTextContent('Closes in 1 s');
    tick(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warning and info toasts close after 5 s', () => {
    const store = createStore();
    renderWithProviders(<ToastHost />, { store });
    act(() => {
      showToast({ type: 'warning', message: 'Achtung' }, store);
      showToast({ type: 'info', message: 'Info' }, store);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Achtung');
    expect(screen.getByRole('status')).toHaveTextContent('Info');
    tick(5000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const store = createStore();
    renderWithProviders(<ToastHost />, { store });
    act(() => void showToast({ type: 'danger', message: 'Kaputt' }, store));
    expect(screen.getByRole('alert')).toHaveTextContent('Kaputt');
    await user.click(screen.getByRole('button', { name: 'Meldung schließen' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows a change of language while open', async () => {
    const store = createStore();
    const { i18n } = renderWithProviders(<ToastHost />, { store });
    act(() => {
      showToast({ type: 'danger', title: 'common.http.title', message: 'common.http.http403' }, store);
      showToast({ type: 'success', message: 'common.request.deleted', namespace: 'common' }, store);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Der Zugriff ist nicht erlaubt.');
    expect(screen.getByRole('status')).toHaveTextContent('Erfolgreich gelöscht.');
    await act(() => i18n.changeLanguage('en_GB'));
    expect(screen.getByRole('alert')).toHaveTextContent('Access is not allowed.');
    expect(screen.getByRole('status')).toHaveTextContent('Deleted successfully.');
  });

  it("lets a page's own word for a write replace the write's generic success toast: one toast per action", () => {
    const store = createStore();
    renderWithProviders(<ToastHost />, { store });
    act(() => {
      showToast({ type: 'danger', message: 'Kaputt' }, store);
      showToast({ type: 'success', message: 'common.request.success', generic: true }, store);
      showToast({ type: 'info', message: '3 Mitarbeiter übernommen' }, store);
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('3 Mitarbeiter übernommen');
    expect(screen.getByRole('alert')).toHaveTextContent('Kaputt');
  });
});
