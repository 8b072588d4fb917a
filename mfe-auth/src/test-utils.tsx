import { testHelpersFor, type BoundProviderOptions } from '@compliance/shared-ui/testing';

export { mockEndpoint, mockFetch, type MockRoutes, type RecordedRequest } from '@compliance/shared-ui/testing';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';
import { AUTH_NAMESPACE } from './namespace';

/** Options of renderWithProviders. */
export type ProviderOptions = BoundProviderOptions;

/** i18next with this remote's, shared-ui's and the common strings, the store and a router, as the shell provides them. */
export const { createTestI18n, renderWithProviders } = testHelpersFor({ [AUTH_NAMESPACE]: { de_DE, en_GB } });
