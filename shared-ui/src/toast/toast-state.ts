import { atom } from 'jotai';
import { appStore } from '../store/atoms';
import type { AppStore } from '../store/use-app-store';

/** Toast kinds of docs/product.md §3. */
export type ToastType = 'success' | 'info' | 'warning' | 'danger';

/** What to show: title and message are i18n keys or ready text; params fill their placeholders. */
export interface ToastInput {
  type: ToastType;
  title?: string;
  message: string;
  params?: Record<string, string | number>;
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

/** Shows a toast; answers its id so callers can close it early. */
export function showToast(input: ToastInput, store: AppStore = appStore): number {
  const id = nextId++;
  store.set(toastsAtom, (toasts) => [...toasts, { ...input, id }]);
  return id;
}

/** Closes one toast. */
export function closeToast(id: number, store: AppStore = appStore): void {
  store.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id));
}
