import { atom } from 'jotai';
import { appStore } from '../store/atoms';
import type { AppStore } from '../store/use-app-store';

/** Toast kinds of docs/product.md §3. */
export type ToastType = 'success' | 'info' | 'warning' | 'danger';

/**
 * What to show: title and message are i18n keys (translated as the toast renders, so an open
 * toast follows a change of language) or ready text; params fill their placeholders.
 */
export interface ToastInput {
  type: ToastType;
  title?: string;
  message: string;
  params?: Record<string, string | number>;
  /** The namespace of an area's keys; shared-ui's and the common texts need none. */
  namespace?: string;
  /** The generic "saved" of a successful write, which a page's own word for it replaces. */
  generic?: boolean;
}

/** A toast on screen. */
export interface Toast extends ToastInput {
  id: number;
}

/** Seconds a toast stays before its countdown closes it (docs/product.md §9). */
export const TOAST_TIMEOUTS_S: Readonly<Record<ToastType, number>> = { success: 5, info: 5, warning: 5, danger: 30 };

/** The toasts on screen, oldest first. */
export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;

/**
 * Shows a toast; answers its id so callers can close it early. A page's own success or info
 * toast replaces the generic success toast its write showed a moment before: one toast per action.
 */
export function showToast(input: ToastInput, store: AppStore = appStore): number {
  const id = nextId++;
  const replacesGeneric = !input.generic && (input.type === 'success' || input.type === 'info');
  store.set(toastsAtom, (toasts) => [...(replacesGeneric ? toasts.filter((toast) => !toast.generic) : toasts), { ...input, id }]);
  return id;
}

/** Closes one toast. */
export function closeToast(id: number, store: AppStore = appStore): void {
  store.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id));
}
