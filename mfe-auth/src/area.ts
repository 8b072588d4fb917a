import type { ComponentType } from 'react';
import type { RemoteAreaModule, RemoteAreaProps } from '@compliance/shared-contracts/browser';
import { AuthArea } from './AuthArea';
import { AUTH_NAMESPACE } from './namespace';

/** The one module this remote exposes (docs/architecture.md §3): auth screens and the profile. */
const area: RemoteAreaModule<ComponentType<RemoteAreaProps>> = {
  Area: AuthArea,
  namespace: AUTH_NAMESPACE,
  loadTranslations: async (language) =>
    (language === 'en_GB' ? await import('../i18n/en_GB.json') : await import('../i18n/de_DE.json')).default,
};

export const { Area, namespace, loadTranslations } = area;
