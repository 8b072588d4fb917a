import { preloadableLazy } from '@compliance/shared-ui';

// The area's pages beyond the member's own list and player load with their first visit, or
// ahead of it with a sidebar click (preload.ts): My E-Learnings and the player then come without
// the data table, the inputs and the print layout those pages are built of.

/** The catalog of E-Learnings. */
export const CatalogListPage = preloadableLazy(() => import('./catalog/CatalogListPage').then((page) => page.CatalogListPage));
/** A course's analytics from the catalog. */
export const CatalogAnalyticsPage = preloadableLazy(() =>
  import('./catalog/CatalogAnalyticsPage').then((page) => page.CatalogAnalyticsPage),
);
/** A course's details and its tabs. */
export const ELearningDetailsPage = preloadableLazy(() =>
  import('./details/ELearningDetailsPage').then((page) => page.ELearningDetailsPage),
);
/** A certificate, to print. */
export const CertificatePage = preloadableLazy(() => import('./certificate/CertificatePage').then((page) => page.CertificatePage));
/** The members' standing list. */
export const MemberStandingsPage = preloadableLazy(() =>
  import('./standings/MemberStandingsPage').then((page) => page.MemberStandingsPage),
);
