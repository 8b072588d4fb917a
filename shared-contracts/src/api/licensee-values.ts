import { MAX_UPLOAD_BYTES, type UploadFileType } from '../validation/upload';

/** Columns the back office's client list can be sorted by. */
export const LICENSEE_CLIENT_SORT_COLUMNS = ['name', 'clientIdentifier', 'city', 'memberCount', 'lastActivityAt'] as const;

/** A client's standing with its licensee: deactivated clients' members cannot sign in. */
export const LICENSEE_CLIENT_STATUSES = ['active', 'deactivated'] as const;
export type LicenseeClientStatus = (typeof LICENSEE_CLIENT_STATUSES)[number];

/** Whether a client lets the licensee's staff in through the support login (its company settings). */
export const LICENSEE_CLIENT_SUPPORT_LOGIN = ['allowed', 'forbidden'] as const;
export type LicenseeClientSupportLogin = (typeof LICENSEE_CLIENT_SUPPORT_LOGIN)[number];

/** The most members a licensee may allow a client. */
export const CLIENT_MAX_MEMBERS_LIMIT = 1_000_000;

/** Where today lies in a package booking's span: before it, in it (its areas count), after it. */
export const PACKAGE_BOOKING_STATUSES = ['upcoming', 'current', 'ended'] as const;
export type PackageBookingStatus = (typeof PACKAGE_BOOKING_STATUSES)[number];

/** The licensee's two images: the logo (header, sign-in pages) and the mood image (the sign-in pages' decorative side). */
export const LICENSEE_IMAGE_KINDS = ['logo', 'mood'] as const;
export type LicenseeImageKind = (typeof LICENSEE_IMAGE_KINDS)[number];

/** The form field an image upload carries its file in. */
export const LICENSEE_IMAGE_FIELD = 'image';

/** Raster images only: an SVG could carry script into every client's sign-in page. */
export const LICENSEE_IMAGE_TYPES = ['png', 'jpg', 'webp'] as const satisfies readonly UploadFileType[];

/** Largest image file taken: 5 MB, the product's upload limit (docs/product.md §9). */
export const LICENSEE_IMAGE_MAX_BYTES = MAX_UPLOAD_BYTES;

/** Most pixels an uploaded image may have (40 MP): decoding more would take memory no logo needs. */
export const LICENSEE_IMAGE_MAX_PIXELS = 40_000_000;

/** Whom a course of the licensee's catalog is offered to: every client (those created later too) or the chosen ones. */
export const LICENSEE_COURSE_OFFERS = ['all', 'chosen'] as const;
export type LicenseeCourseOffer = (typeof LICENSEE_COURSE_OFFERS)[number];

/** How far a client uses a course it holds: untouched, set up (its E-Learning active or given org units), or its members had tasks of it. */
export const LICENSEE_COURSE_USES = ['offered', 'configured', 'used'] as const;
export type LicenseeCourseUse = (typeof LICENSEE_COURSE_USES)[number];

/** Columns the back office's course list can be sorted by. */
export const LICENSEE_COURSE_SORT_COLUMNS = ['title', 'updatedAt', 'clientCount'] as const;

/** Most clients a course lists or is offered to by choice: beyond that it is offered to all. */
export const LICENSEE_COURSE_CLIENTS_MAX = 1_000;
