import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { ApiRequestError, ToastHost, showHttpErrorToast } from '@compliance/shared-ui';
import { renderWithProviders } from '../test-utils';

describe('showHttpErrorToast', () => {
  it('shows the catalogue message of a 400 code under the error title', () => {
    const store = createStore();
    const { i18n } = renderWithProviders(<ToastHost />, { store });
    const exists = (key: string): boolean => i18n.exists(key, { ns: 'common' });
    act(() => void showHttpErrorToast(new ApiRequestError(400, 'Unknown.NotFound', {}), true, exists, store));
    expect(screen.getByRole('alert')).toHaveTextContent('Fehler');
    expect(screen.getByRole('alert')).toHaveTextContent('Nicht gefunden.');
  });

  it('uses the auth text for a 401 when signed out', () => {
    const store = createStore();
    const { i18n } = renderWithProviders(<ToastHost />, { store, language: 'en_GB' });
    const exists = (key: string): boolean => i18n.exists(key, { ns: 'common' });
    act(() => void showHttpErrorToast({ status: 401, code: undefined }, false, exists, store));
    expect(screen.getByRole('alert')).toHaveTextContent(String(i18n.t('common.http.http401Auth', { ns: 'common' })));
  });
});
