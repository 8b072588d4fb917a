import type { RemoteName } from './api';

/** Props the shell gives every remote's area component. */
export interface RemoteAreaProps {
  /** The path prefix the area is mounted under, e.g. '/auth' or '/dashboard/profile'. */
  basePath: string;
}

/**
 * The one module each remote exposes as './Area' (DESIGN.md §3). Generic in the component
 * type so this package needs no React: the shell instantiates it with `ComponentType<RemoteAreaProps>`.
 */
export interface RemoteAreaModule<TComponent = unknown> {
  /** Renders the area's `<Routes>` below `basePath` (no second Router). */
  Area: TComponent;
  /** The area's i18n namespace, e.g. 'auth'. */
  namespace: string;
  /** Loads the area's strings of one language. */
  loadTranslations(language: 'de_DE' | 'en_GB'): Promise<Record<string, unknown>>;
}

/** The module id the shell loads: `<remote>/Area`. */
export const remoteAreaId = (remote: RemoteName): string => `${remote}/Area`;
