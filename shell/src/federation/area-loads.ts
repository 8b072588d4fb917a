import type { ComponentType } from 'react';
import i18next from 'i18next';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { LANGUAGES, remoteAreaId, type RemoteAreaModule, type RemoteAreaProps } from '@compliance/shared-contracts/browser';
import { oncePerKey } from '../startup/once-per-key';
import { remoteForPath } from './register-remotes';

// How an area's code, texts and first page load, ahead of and apart from how RemoteArea renders it.

type AreaModule = RemoteAreaModule<ComponentType<RemoteAreaProps>>;

/** An area whose module has arrived, with what it started loading as it arrived. */
interface LoadedArea {
  module: AreaModule;
  /** The code the page opened with the area loads as it renders (`preloadPage`), loading ahead. */
  pageCode: Promise<void>;
  /** The area's texts, by language, loading since the module arrived. */
  texts: Promise<Array<Record<string, unknown>>>;
  /** Whether the texts are in i18next: the area then renders without suspending. */
  ready: boolean;
}

/** The areas whose module has arrived, by remote. */
const loadedAreas = new Map<string, LoadedArea>();

/**
 * Starts the first data request of the page at a dashboard path when its area is loaded, so the
 * request of a sidebar click leaves with the click. An area not loaded yet does so as it loads.
 */
export function preloadAreaPage(path: string): void {
  const remote = remoteForPath(path);
  if (remote) loadedAreas.get(remote)?.module.preloadPage?.(path);
}

/** Starts loading an area's texts, by language; a failure shows when the area renders (loadArea). */
function loadTexts(module: AreaModule): Promise<Array<Record<string, unknown>>> {
  const texts = Promise.all(LANGUAGES.map((language) => module.loadTranslations(language)));
  texts.catch(() => undefined);
  return texts;
}

/**
 * Loads a remote's area module once (a failed load is forgotten, so the next one tries again);
 * the page being opened starts its data, code and texts as it arrives.
 */
const loadAreaModule = oncePerKey((remote: string): Promise<LoadedArea> =>
  loadRemote<AreaModule>(remoteAreaId(remote)).then((module) => {
    if (!module?.Area) throw new Error(`${remote} exposes no Area`);
    const area: LoadedArea = {
      module,
      pageCode: Promise.resolve(module.preloadPage?.(window.location.pathname)).catch(() => undefined),
      texts: loadTexts(module),
      ready: false,
    };
    loadedAreas.set(remote, area);
    return area;
  }),
);

/**
 * Starts loading the area of the dashboard page being opened while the shell still starts
 * (session, settings, translations, layout), so the area's code, its shared entries and its
 * page's first request are under way before the layout renders it. A failure is left to the
 * area's own load, which tries again and shows the error panel.
 */
export function startAreaLoad(path: string): void {
  const remote = remoteForPath(path);
  if (remote) loadAreaModule(remote).catch(() => undefined);
}

/** A remote's area when its module and texts are in place: it renders without suspending. */
export function readyArea(remote: string): ComponentType<RemoteAreaProps> | undefined {
  const area = loadedAreas.get(remote);
  return area?.ready ? area.module.Area : undefined;
}

/** Loads a remote's area module and its texts into i18next (initialised) under the area's namespace. */
export async function loadArea(remote: string): Promise<ComponentType<RemoteAreaProps>> {
  const area = await loadAreaModule(remote);
  const { module } = area;
  // The area draws when its page's code is there too: a part that suspended would show its
  // fallback, and React holds back the reveal after a fallback for a moment.
  const [texts] = await Promise.all([area.texts, area.pageCode]).catch((error: unknown) => {
    // The area's retry asks for the texts anew.
    area.texts = loadTexts(module);
    throw error;
  });
  LANGUAGES.forEach((language, index) => {
    if (!i18next.hasResourceBundle(language, module.namespace))
      i18next.addResourceBundle(language, module.namespace, texts[index], true, true);
  });
  area.ready = true;
  return module.Area;
}

/** Loads the area of a dashboard page with its texts; nothing for a path of no area. */
export async function loadAreaOf(path: string): Promise<void> {
  const remote = remoteForPath(path);
  if (remote) await loadArea(remote);
}
