import type { ReactElement } from 'react';
import type { i18n as I18n } from 'i18next';
import type { RenderResult } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderWithProviders } from '@compliance/shared-ui/testing';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';

type Store = ReturnType<typeof createStore>;

/** Renders with the shell's i18n namespace, its own jotai store and a router at `route`. */
export function renderShell(
  ui: ReactElement,
  { route = '/', language = 'de_DE', store = createStore() }: { route?: string; language?: 'de_DE' | 'en_GB'; store?: Store } = {},
): RenderResult & { i18n: I18n; store: Store } {
  return renderWithProviders(ui, { route, language, store, namespaces: { shell: { de_DE, en_GB } } });
}
