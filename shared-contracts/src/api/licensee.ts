import { z } from 'zod';
import { PERMISSIONS } from '../permissions';
import { LICENSEE_ROLES } from '../roles';
import { defineEndpoint } from './endpoint';
import { countSchema, listRequestSchema, listResponseSchema, passwordHashSchema, successSchema, uuidSchema } from './common';
import { optionalFilter, postalCodeRefinement, searchFilterSchema, uuidBodySchema } from './company-common';
import { companyDetailsSchema } from './company';
import { memberFieldsSchema } from './members';
import { validateClientIdentifier, validateEmail, zodRefinement } from '../validation';
import { featureFlagSchema, featureFlagsSchema } from './startup';
import { taskDateSchema } from './task-settings';
import { FEATURE_FLAG_DEFAULTS, type FeatureFlag } from '../feature-flags';
import {
  CLIENT_MAX_MEMBERS_LIMIT,
  LICENSEE_CLIENT_SORT_COLUMNS,
  LICENSEE_CLIENT_STATUSES,
  LICENSEE_CLIENT_SUPPORT_LOGIN,
  PACKAGE_BOOKING_STATUSES,
} from './licensee-values';

// The licensee's back office (decision 0013): its staff sign in on the licensee's domain
// without a company ID and act across the licensee's clients.

export const licenseeLoginEndpoint = defineEndpoint({
  id: 'licensee.login',
  method: 'POST',
  path: '/api/licensee/login',
  summary: "Signs a member of the licensee's staff into the back office with username and password hash; rotates the session.",
  tag: 'licensee',
  access: { kind: 'public' },
  body: z.object({
    username: z.string().trim().min(1).max(254),
    password: passwordHashSchema,
  }),
  response: successSchema.extend({ uuid: uuidSchema }),
  loader: 'logIn',
});

export const licenseeStaffStateSchema = z.object({
  staff: z.object({
    uuid: uuidSchema,
    username: z.string(),
    email: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    roleIdentifier: z.enum(LICENSEE_ROLES),
    permissions: z.array(z.string()),
  }),
  licensee: z.object({ uuid: uuidSchema, identifier: z.string(), name: z.string() }),
});
export type LicenseeStaffState = z.infer<typeof licenseeStaffStateSchema>;

export const licenseeStaffStateEndpoint = defineEndpoint({
  id: 'licensee.state',
  method: 'GET',
  path: '/api/licensee/state',
  summary: 'The signed-in member of the licensee’s staff, their role and permissions, and the licensee.',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.getLoggedInStaffState] },
  response: licenseeStaffStateSchema,
  loader: 'load',
});

/** A client as the back office lists it: master data, size, the areas switched on and when its members last signed in. */
export const licenseeClientRowSchema = z.object({
  uuid: uuidSchema,
  clientIdentifier: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  memberCount: countSchema,
  maxMembers: countSchema,
  /** The feature flags switched on for the client, by its packages and overrides. */
  areas: z.array(featureFlagSchema),
  /** The latest sign-in of any of its members; null when none has signed in yet. */
  lastActivityAt: z.string().nullable(),
  /** When the licensee deactivated the client (its members cannot sign in); null while active. */
  deactivatedAt: z.string().nullable(),
  /** Whether the client lets the licensee's staff enter it through the support login (its company settings). */
  allowSupportLogin: z.boolean(),
});
export type LicenseeClientRow = z.infer<typeof licenseeClientRowSchema>;

export const licenseeClientListRequestSchema = listRequestSchema.extend({
  sortBy: z.enum(LICENSEE_CLIENT_SORT_COLUMNS).optional(),
  filter: z
    .object({
      search: searchFilterSchema,
      status: optionalFilter(z.enum(LICENSEE_CLIENT_STATUSES)),
      supportLogin: optionalFilter(z.enum(LICENSEE_CLIENT_SUPPORT_LOGIN)),
    })
    .default({}),
});

export const licenseeClientListEndpoint = defineEndpoint({
  id: 'licensee.client-list',
  method: 'POST',
  path: '/api/licensee/client-list',
  summary:
    "The licensee's clients, one page: search by name, company ID or city, filter by status and support login; member count, areas, last activity, support login.",
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.readClientList] },
  body: licenseeClientListRequestSchema,
  response: listResponseSchema(licenseeClientRowSchema),
  loader: 'load',
});

/** A client's master data and size as the back office edits them. */
export const licenseeClientFieldsSchema = companyDetailsSchema.omit({ clientIdentifier: true }).extend({
  maxMembers: z.number().int().min(1).max(CLIENT_MAX_MEMBERS_LIMIT),
});
export type LicenseeClientFields = z.infer<typeof licenseeClientFieldsSchema>;

/** A new client: its company ID (the identifier rule of docs/product.md §5), master data, size and its first super-admin, who sets a password by mail. */
export const createLicenseeClientBodySchema = licenseeClientFieldsSchema
  .extend({
    // min(1) only makes it required: the length belongs to the identifier rule and its one message.
    clientIdentifier: z.string().trim().min(1).max(100).superRefine(zodRefinement(validateClientIdentifier)),
    admin: memberFieldsSchema.pick({ firstName: true, lastName: true, username: true }).extend({
      email: z.string().trim().min(1).max(254).superRefine(zodRefinement(validateEmail)),
    }),
  })
  .superRefine(postalCodeRefinement('country'));
export type CreateLicenseeClientBody = z.infer<typeof createLicenseeClientBodySchema>;

export const createLicenseeClientEndpoint = defineEndpoint({
  id: 'licensee.create-client',
  method: 'POST',
  path: '/api/licensee/create-client',
  summary:
    'Creates a client of the licensee with its org-unit root, its first super-admin (mailed a link to set a password) and the licensee’s courses.',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageClients] },
  body: createLicenseeClientBodySchema,
  response: successSchema.extend({ uuid: uuidSchema }),
  loader: 'save',
});

/** One client as the back office shows it: master data, size, areas and activity. */
export const licenseeClientDetailsSchema = licenseeClientFieldsSchema.extend({
  uuid: uuidSchema,
  clientIdentifier: z.string(),
  memberCount: countSchema,
  areas: z.array(featureFlagSchema),
  lastActivityAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  createdAt: z.string(),
  allowSupportLogin: licenseeClientRowSchema.shape.allowSupportLogin,
});
export type LicenseeClientDetails = z.infer<typeof licenseeClientDetailsSchema>;

export const readLicenseeClientEndpoint = defineEndpoint({
  id: 'licensee.read-client',
  method: 'POST',
  path: '/api/licensee/read-client',
  summary: 'One client of the licensee: master data, member limit and count, areas switched on, last activity.',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.readClientList] },
  body: uuidBodySchema,
  response: licenseeClientDetailsSchema,
  loader: 'load',
});

export const updateLicenseeClientEndpoint = defineEndpoint({
  id: 'licensee.update-client',
  method: 'POST',
  path: '/api/licensee/update-client',
  summary: "Saves a client's master data and member limit; a limit below its members is refused.",
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageClients] },
  body: licenseeClientFieldsSchema.extend({ uuid: uuidSchema }).superRefine(postalCodeRefinement('country')),
  response: successSchema,
  loader: 'save',
});

export const deactivateLicenseeClientEndpoint = defineEndpoint({
  id: 'licensee.deactivate-client',
  method: 'POST',
  path: '/api/licensee/deactivate-client',
  summary: 'Deactivates a client: its members cannot sign in and their sessions end; nothing is deleted.',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageClients] },
  body: uuidBodySchema,
  response: successSchema,
  loader: 'save',
});

export const reactivateLicenseeClientEndpoint = defineEndpoint({
  id: 'licensee.reactivate-client',
  method: 'POST',
  path: '/api/licensee/reactivate-client',
  summary: 'Reactivates a deactivated client: its members sign in again as before.',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageClients] },
  body: uuidBodySchema,
  response: successSchema,
  loader: 'save',
});

// A client's areas (docs/areas/back-office.md "Packages and areas"): the licensee's packages
// booked for the client, each for a span of days, and the client's own overrides of each
// feature flag, which decide last.

/** A package of the licensee and the areas its products switch on. */
export const licenseePackageSchema = z.object({
  uuid: uuidSchema,
  identifier: z.string(),
  name: z.string(),
  areas: z.array(featureFlagSchema),
});
export type LicenseePackage = z.infer<typeof licenseePackageSchema>;

/** A package booked for a client: from and to (ISO dates, both days included; null: open). */
export const packageBookingSchema = z.object({
  packageUuid: uuidSchema,
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** Where today lies in its span: only a current booking's areas count. */
  status: z.enum(PACKAGE_BOOKING_STATUSES),
});
export type PackageBooking = z.infer<typeof packageBookingSchema>;

/** A client's override of each feature flag: true on, false off, null as its packages decide. */
export const featureFlagOverridesSchema = z.object(
  Object.fromEntries(Object.keys(FEATURE_FLAG_DEFAULTS).map((flag) => [flag, z.boolean().nullable()])) as Record<
    FeatureFlag,
    z.ZodNullable<z.ZodBoolean>
  >,
);
export type FeatureFlagOverrides = z.infer<typeof featureFlagOverridesSchema>;

export const licenseeClientAreasSchema = z.object({
  /** Every package of the licensee, booked or not. */
  packages: z.array(licenseePackageSchema),
  bookings: z.array(packageBookingSchema),
  overrides: featureFlagOverridesSchema,
  /** The flags as today's bookings alone decide them (with the defaults). */
  fromPackages: featureFlagsSchema,
  /** The flags the client's admins see now: bookings, then overrides. */
  flags: featureFlagsSchema,
});
export type LicenseeClientAreas = z.infer<typeof licenseeClientAreasSchema>;

export const readLicenseeClientAreasEndpoint = defineEndpoint({
  id: 'licensee.read-client-areas',
  method: 'POST',
  path: '/api/licensee/read-client-areas',
  summary: "A client's booked packages, its feature-flag overrides, and the areas they switch on today; the licensee's packages to book.",
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.readClientList] },
  body: uuidBodySchema,
  response: licenseeClientAreasSchema,
  loader: 'load',
});

/** A booking's span: to cannot come before from. */
const validityInOrder = (booking: { validFrom: string | null; validTo: string | null }): boolean =>
  booking.validFrom === null || booking.validTo === null || booking.validTo >= booking.validFrom;
const VALIDITY_IN_ORDER = { path: ['validTo'], message: 'minDate' };

/** A client (uuid), one of the licensee's packages and the span it is booked for. */
export const packageBookingBodySchema = z
  .object({
    uuid: uuidSchema,
    packageUuid: uuidSchema,
    validFrom: taskDateSchema.nullable(),
    validTo: taskDateSchema.nullable(),
  })
  .refine(validityInOrder, VALIDITY_IN_ORDER);
export type PackageBookingBody = z.infer<typeof packageBookingBodySchema>;

export const bookLicenseeClientPackageEndpoint = defineEndpoint({
  id: 'licensee.book-package',
  method: 'POST',
  path: '/api/licensee/book-package',
  summary:
    "Books one of the licensee's packages for a client from and to a day; a package already booked is 409 Package.AlreadyBooked, another licensee's 404 Package.NotFound.",
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageClients] },
  body: packageBookingBodySchema,
  response: successSchema,
  loader: 'save',
});

export const updateLicenseeClientPackageEndpoint = defineEndpoint({
  id: 'licensee.update-package-booking',
  method: 'POST',
  path: '/api/licensee/update-package-booking',
  summary:
    'Changes the span a package is booked for; a package the client has not booked is 404 Package.NotBooked. Audited with the span before.',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageClients] },
  body: packageBookingBodySchema,
  response: successSchema,
  loader: 'save',
});

export const cancelLicenseeClientPackageEndpoint = defineEndpoint({
  id: 'licensee.cancel-package-booking',
  method: 'POST',
  path: '/api/licensee/cancel-package-booking',
  summary:
    'Removes a package booked for a client (a mistaken booking); its areas go unless another booking or an override keeps them. Audited with its span.',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageClients] },
  body: z.object({ uuid: uuidSchema, packageUuid: uuidSchema }),
  response: successSchema,
  loader: 'save',
});

export const updateLicenseeClientFeatureFlagsEndpoint = defineEndpoint({
  id: 'licensee.update-client-feature-flags',
  method: 'POST',
  path: '/api/licensee/update-client-feature-flags',
  summary:
    "Sets a client's override of each feature flag (null: as its packages decide); every instance sees the change at once. Audited with the overrides before.",
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageClients] },
  body: z.object({ uuid: uuidSchema, overrides: featureFlagOverridesSchema }),
  response: successSchema,
  loader: 'save',
});

export const enterLicenseeClientEndpoint = defineEndpoint({
  id: 'licensee.enter-client',
  method: 'POST',
  path: '/api/licensee/enter-client',
  summary:
    "Turns the staff member's back-office session into a support session in one of the licensee's clients, as the support login does; a client that forbids it is 403 Auth.SupportLoginDisallowed. Audited.",
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.enterClient] },
  body: uuidBodySchema,
  response: successSchema.extend({ uuid: uuidSchema }),
  loader: 'logIn',
});
