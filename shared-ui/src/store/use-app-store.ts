import { getDefaultStore, useStore } from 'jotai';
import { appStore } from './atoms';

/** A jotai store as returned by createStore. */
export type AppStore = typeof appStore;

/**
 * The store components read: the nearest jotai Provider's store, else `appStore`. Without this,
 * a component outside any Provider would read jotai's private default store, not the one that
 * apiRequest, showToast and setLoader write to.
 */
export function useAppStore(): AppStore {
  const store = useStore();
  return store === getDefaultStore() ? appStore : store;
}
