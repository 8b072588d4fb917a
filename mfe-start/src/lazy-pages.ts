import { preloadableLazy } from '@compliance/shared-ui';

// The area's pages beyond the member's overview and calendar load with their first visit, or
// ahead of it with a sidebar click (preload.ts): the overview then comes without the charts, the
// risk matrix, the print layout, the data table and the inputs those pages are built of.

/** The admins' overview of what needs attention. */
export const AttentionPage = preloadableLazy(() => import('./attention/AttentionPage').then((page) => page.AttentionPage));
/** The infopoint's locations. */
export const InfopointPage = preloadableLazy(() => import('./infopoint/InfopointPage').then((page) => page.InfopointPage));
/** One location's infopoint, to print. */
export const InfopointLocationPage = preloadableLazy(() =>
  import('./infopoint/InfopointLocationPage').then((page) => page.InfopointLocationPage),
);
/** The mail templates. */
export const TemplatesPage = preloadableLazy(() => import('./templates/TemplatesPage').then((page) => page.TemplatesPage));
