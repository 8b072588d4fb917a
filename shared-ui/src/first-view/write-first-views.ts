import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  FIRST_VIEW_IMAGE_VARIANTS,
  FIRST_VIEW_TOKENS,
  FIRST_VIEWS_INDEX,
  LANGUAGES,
  firstViewFile,
  type FirstViewRoute,
  type FirstViewsIndex,
} from '@compliance/shared-contracts/browser';
import { renderFirstView, type FirstViewOptions } from './render-first-view';

/** An area's pages with a first view, and what rendering them needs. */
export interface AreaFirstViews extends Omit<FirstViewOptions, 'path' | 'language' | 'images'> {
  views: FirstViewRoute[];
}

/** The route with a token in place of its parameter (`:clientId`, the one a first view may have). */
export const firstViewPath = (route: string): string => route.replace(':clientId', FIRST_VIEW_TOKENS.clientId);

/**
 * Writes the first views of an area's pages into its build folder, each language and image
 * variant a file, and the index the server reads ({@link FIRST_VIEWS_INDEX}).
 */
export function writeFirstViews(area: AreaFirstViews, buildFolder: string): void {
  mkdirSync(path.join(buildFolder, 'first-views'), { recursive: true });
  for (const { route, name } of area.views) {
    for (const language of LANGUAGES) {
      for (const images of FIRST_VIEW_IMAGE_VARIANTS) {
        const html = renderFirstView({ ...area, path: firstViewPath(route), language, images });
        writeFileSync(path.join(buildFolder, firstViewFile(name, language, images)), html);
      }
    }
  }
  const index: FirstViewsIndex = { views: area.views };
  writeFileSync(path.join(buildFolder, FIRST_VIEWS_INDEX), JSON.stringify(index));
}
