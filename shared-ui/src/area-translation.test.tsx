import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useAreaTranslation } from '@compliance/shared-ui';

async function i18nWith(resources: Record<string, Record<string, unknown>>) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({ lng: 'de_DE', resources: { de_DE: resources }, interpolation: { escapeValue: false } });
  return instance;
}

describe('useAreaTranslation', () => {
  it("finds the area's own keys first and falls back to the common strings", async () => {
    const instance = await i18nWith({
      shop: { title: 'Laden', shared: 'aus dem Bereich' },
      common: { shared: 'aus common', common: { roles: { admin: 'Administrator' } } },
    });
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
    const { result } = renderHook(() => useAreaTranslation('shop'), { wrapper });
    expect(result.current.t('title')).toBe('Laden');
    expect(result.current.t('shared')).toBe('aus dem Bereich');
    expect(result.current.t('common.roles.admin')).toBe('Administrator');
  });
});
