import { useCallback, useEffect, useRef } from 'react';

/** A debounced callback with a way to drop the pending call. */
export interface DebouncedCallback<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

/** Calls `callback` with the latest arguments once `delayMs` passed without another call. */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number): DebouncedCallback<A> {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const debounced = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
  return Object.assign(debounced, { cancel });
}
