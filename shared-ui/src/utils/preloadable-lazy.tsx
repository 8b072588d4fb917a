import { lazy, useState, type ComponentType, type ReactElement } from 'react';

/** A component whose code loads on demand, and the call that starts loading it ahead. */
export interface PreloadableLazy<P extends object> {
  Component: ComponentType<P>;
  /** Starts loading the code; resolves when it is there, rejects when it could not load. */
  preload: () => Promise<void>;
}

/**
 * Like React's `lazy`, but a component whose code has arrived before it mounts renders at once,
 * without suspending. React shows the nearest fallback for every suspension and then holds
 * back the next reveal for a moment, so code loaded ahead (`preload`) draws the page in one go.
 * What a mounted instance rendered stays: it is never swapped from the lazy to the loaded form.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Forgotten, so the next render or preload tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Component(props: P): ReactElement {
    // A lazy of its own per instance: one that failed to load tries again when mounted anew.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? lazy(() => start().then((component) => ({ default: component }))));
    return <Chosen {...props} />;
  }
  return { Component, preload: () => start().then(() => undefined) };
}
