import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

const ATTEMPTS = 3;
const BACKOFF_MS = 400;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries the fetches of remote manifests and entries a few times, so a remote that is briefly
 * unreachable (a redeploy) does not fail its area.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'compliance-retry-plugin',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          if (response.ok || response.status < 500) return response;
          lastError = new Error(`${response.status} for ${url}`);
        } catch (error) {
          lastError = error;
        }
        await wait(BACKOFF_MS * (attempt + 1));
      }
      throw lastError;
    },
    // The hook's declared type nests promises, which an async function cannot express.
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs) => {
      for (let attempt = 1; attempt < ATTEMPTS; attempt++) {
        // Forget the failed attempt, or the runtime would hand it out again.
        delete globalLoading[uniqueKey];
        await wait(BACKOFF_MS * attempt);
        try {
          const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          if (entry) return entry;
        } catch {
          // next attempt
        }
      }
      delete globalLoading[uniqueKey];
      return undefined;
    }) as unknown as NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>,
  };
}
