import { appStore, loadingAtom, loadingErrorsAtom, type LoaderState } from '../store/atoms';
import type { AppStore } from '../store/use-app-store';

/** Delay before a loader disappears, so quick successive requests do not flicker (docs/product.md §9). */
export const LOADER_HIDE_DELAY_MS = 250;

/**
 * How long a request runs before the overlay shows itself: a quicker one leaves the page as it
 * is, without a veil flashing over it (docs/product.md §4).
 */
export const LOADER_VEIL_DELAY_MS = 1000;

const PRIORITY: Record<LoaderState, number> = { hide: 0, load: 1, save: 2, delete: 2, remove: 2, logIn: 3 };

/** The state to show for several loaders: logIn over save over load, else hide (docs/product.md §4). */
export function highestLoaderState(states: readonly (LoaderState | undefined)[]): LoaderState {
  let shown: LoaderState = 'hide';
  for (const state of states) if (state !== undefined && PRIORITY[state] > PRIORITY[shown]) shown = state;
  return shown;
}

/** Sets the state of one loader. */
export function setLoader(id: string, state: LoaderState, store: AppStore = appStore): void {
  store.set(loadingAtom, (loaders) => ({ ...loaders, [id]: state }));
}

/** Hides every loader; used after any failed request (docs/product.md §4). */
export function hideAllLoaders(store: AppStore = appStore): void {
  store.set(loadingAtom, (loaders) => Object.fromEntries(Object.keys(loaders).map((id) => [id, 'hide' as const])));
}

/** Records an error code against a loader. */
export function addLoadingError(id: string, code: string, store: AppStore = appStore): void {
  store.set(loadingErrorsAtom, (errors) => ({ ...errors, [id]: [...(errors[id] ?? []), code] }));
}

/** Forgets the error codes of one loader, e.g. when its screen retries. */
export function clearLoadingErrors(id: string, store: AppStore = appStore): void {
  store.set(loadingErrorsAtom, (errors) => {
    const { [id]: _removed, ...rest } = errors;
    return rest;
  });
}
