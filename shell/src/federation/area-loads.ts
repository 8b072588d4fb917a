import type { ComponentType } from 'react';
import i18next from 'i18next';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteAreaId, remoteForDashboardPath, type RemoteAreaModule, type RemoteAreaProps, type RemoteName } from '@compliance/shared-contracts/browser';

// Apart from RemoteArea (and its MUI), so the shell's start can begin loading an area.

/** The languages every area brings its texts in. */
export const AREA_LANGUAGES = ['de_DE', 'en_GB'] as const;

export type AreaModule = RemoteAreaModule<ComponentType<RemoteAreaProps>>;

/** The area modules loaded so far, by remote. */
const loadedAreas = new Map<RemoteName, AreaModule>();

/**
 * Starts the first data request of the page at a dashboard path when its area is loaded, so the
 * request of a sidebar click leaves with the click. An area not loaded yet does so as it loads.
 */
export function preloadAreaPage(path: string): void {
  const remote = remoteForDashboardPath(path);
  if (remote) loadedAreas.get(remote)?.preloadPage?.(path);
}

/** The code the page opened with an area loads as it renders, loading ahead, by remote. */
const pageCode = new Map<RemoteName, Promise<void>>();

/** The area modules being loaded, by remote; a failed load is forgotten, so the next one tries again. */
const areaLoads = new Map<RemoteName, Promise<AreaModule>>();

/** Loads a remote's area module once; the page being opened starts its data as it arrives. */
export function loadAreaModule(remote: RemoteName): Promise<AreaModule> {
  const pending = areaLoads.get(remote);
  if (pending) return pending;
  const loading = loadRemote<AreaModule>(remoteAreaId(remote)).then((module) => {
    if (!module?.Area) throw new Error(`${remote} exposes no Area`);
    loadedAreas.set(remote, module);
    // The page's data and the area's texts are asked for while the shell and the page render
    // (a later call for the texts takes the same chunk, which import() fetches once).
    pageCode.set(remote, Promise.resolve(module.preloadPage?.(window.location.pathname)).catch(() => undefined));
    for (const language of AREA_LANGUAGES) module.loadTranslations(language).catch(() => undefined);
    return module;
  });
  areaLoads.set(remote, loading);
  loading.catch(() => areaLoads.delete(remote));
  return loading;
}

/**
 * Starts loading the area of the dashboard page being opened while the shell still starts
 * (session, settings, translations, layout), so the area's code, its shared entries and its
 * page's first request are under way before the layout renders it. A failure is left to the
 * area's own load, which tries again and shows the error panel.
 */
export function startAreaLoad(path: string): void {
  const remote = remoteForDashboardPath(path);
  if (remote) loadAreaModule(remote).catch(() => undefined);
}


/** The areas whose module and texts are in place, by remote. */
const readyAreas = new Map<RemoteName, ComponentType<RemoteAreaProps>>();

/** A remote's area when its module and texts are in place: it renders without suspending. */
export const readyArea = (remote: RemoteName): ComponentType<RemoteAreaProps> | undefined => readyAreas.get(remote);

/** Loads a remote's area module and its texts into i18next (initialised) under the area's namespace. */
export async function loadArea(remote: RemoteName): Promise<ComponentType<RemoteAreaProps>> {
  const module = await loadAreaModule(remote);
  // The area draws when its page's code is there too: a part that suspended would show its
  // fallback, and React holds back the reveal after a fallback for a moment.
  await Promise.all([
    pageCode.get(remote),
    ...AREA_LANGUAGES.map(async (language) => {
      if (!i18next.hasResourceBundle(language, module.namespace)) {
        i18next.addResourceBundle(language, module.namespace, await module.loadTranslations(language), true, true);
      }
    }),
  ]);
  readyAreas.set(remote, module.Area);
  return module.Area;
}

/** Loads the area of a dashboard page with its texts; nothing for a path of no area. */
export async function loadAreaOf(path: string): Promise<void> {
  const remote = remoteForDashboardPath(path);
  if (remote) await loadArea(remote);
}
