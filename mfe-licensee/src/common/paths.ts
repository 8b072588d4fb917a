import { BACK_OFFICE_PREFIX, BACK_OFFICE_ROUTES, fillPath } from '@compliance/shared-contracts/browser';

/** The back office's pages relative to its mount, for its routes. */
export const relativeRoute = (route: string): string => route.slice(BACK_OFFICE_PREFIX.length + 1);

/** Addresses of the back office's pages. */
export const backOfficePaths = {
  clients: BACK_OFFICE_ROUTES.clients,
  client: (uuid: string) => fillPath(BACK_OFFICE_ROUTES.client, { clientId: uuid }),
  courses: BACK_OFFICE_ROUTES.courses,
  course: (uuid: string) => fillPath(BACK_OFFICE_ROUTES.course, { courseId: uuid }),
};
