import type { LicenseeConfig, RemotesManifest } from './api';
import type { PageAnswer } from './page-answers';

/** Props the shell gives every remote's area component. */
export interface RemoteAreaProps {
  /** The path prefix the area is mounted under, e.g. '/auth' or '/dashboard/profile'. */
  basePath: string;
}

/**
 * The one module each remote exposes as './Area' (docs/architecture.md §3). Generic in the component
 * type so this package needs no React: the shell instantiates it with `ComponentType<RemoteAreaProps>`.
 */
export interface RemoteAreaModule<TComponent = unknown> {
  /** Renders the area's `<Routes>` below `basePath` (no second Router). */
  Area: TComponent;
  /** The area's i18n namespace, e.g. 'auth'. */
  namespace: string;
  /** Loads the area's strings of one language. */
  loadTranslations(language: 'de_DE' | 'en_GB'): Promise<Record<string, unknown>>;
  /**
   * Starts the first data request of the page at `path` (absolute, below the area's base path)
   * before the page renders, so a sidebar click's request leaves with the click, and the loading
   * of code the page will load as it renders; resolves when that code is there (the shell then
   * draws the area in one go). Optional: an area without it loads its data as it renders.
   */
  preloadPage?(path: string): void | Promise<void>;
}

/** The module id the shell loads: `<remote>/Area`. */
export const remoteAreaId = (remote: string): string => `${remote}/Area`;

/** The name under which every remote exposes its {@link RemoteAreaModule}. */
export const REMOTE_AREA_EXPOSE = 'Area';

/** Id of the JSON script element in which the server hands the shell its start-up data. */
export const SHELL_PAGE_DATA_ID = 'shell-page-data';

/**
 * What the server writes into the shell's page, so the first paint waits for no request of
 * these: the licensee configuration of the request's host, and where each remote is deployed
 * with its area description.
 */
export interface ShellPageData {
  licensee: LicenseeConfig;
  remotes: RemotesManifest;
  /** For a signed-in member: the answers of the start's and the page's first reads (decision 0020). */
  answers?: PageAnswer[];
  /**
   * The path the page's first view shows when the page redirected on the server (the overview to
   * its tab, decision 0021): the shell starts there, so the live page is the one drawn.
   */
  firstViewPath?: string;
}
