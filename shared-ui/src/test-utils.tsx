import { SHARED_NAMESPACE } from './i18n';
import { SHARED_TRANSLATIONS, testHelpersFor, type BoundProviderOptions } from './testing';

/** Options of renderWithProviders. */
export type ProviderOptions = BoundProviderOptions;

/** shared-ui's own tests: a real i18next with its strings as the default namespace, the store and a router. */
export const { createTestI18n, renderWithProviders } = testHelpersFor({ [SHARED_NAMESPACE]: SHARED_TRANSLATIONS });
