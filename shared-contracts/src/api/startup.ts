import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { languageCodeSchema, uuidSchema, webUrlSchema } from './common';
import { ROLES } from '../roles';
import { FEATURE_FLAG_DEFAULTS, type FeatureFlag } from '../feature-flags';
import type { AreaDescription } from '../area-description';
import { PERMISSIONS } from '../permissions';

export const genderSchema = z.enum(['m', 'f', 'd']);
export const specialAttributeSchema = z.enum(['pregnant', 'underage']);

/** Member details of docs/product.md §3. */
export const memberDetailsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  specialAttributes: z.array(specialAttributeSchema),
  gender: genderSchema,
  street: z.string().nullable(),
  additionalAddress: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  externalCompany: z.string().nullable(),
  username: z.string(),
  role: z.enum(ROLES),
});
export type MemberDetails = z.infer<typeof memberDetailsSchema>;

/** Every feature flag with its value. */
export const featureFlagsSchema = z.object(
  Object.fromEntries(Object.keys(FEATURE_FLAG_DEFAULTS).map((flag) => [flag, z.boolean()])) as Record<
    keyof typeof FEATURE_FLAG_DEFAULTS,
    z.ZodBoolean
  >,
);

export const memberStateSchema = z.object({
  member: z.object({
    uuid: uuidSchema,
    email: z.string().nullable(),
    roleIdentifier: z.enum(ROLES),
    permissions: z.array(z.string()),
  }),
  memberDetails: memberDetailsSchema,
  featureFlags: featureFlagsSchema,
  client: z.object({ uuid: uuidSchema, clientIdentifier: z.string(), name: z.string() }),
  supportSession: z.boolean(),
});
export type MemberState = z.infer<typeof memberStateSchema>;

export const memberStateEndpoint = defineEndpoint({
  id: 'member.state',
  method: 'GET',
  path: '/api/member/state',
  summary: 'The signed-in member, their details, permissions and the client feature flags.',
  tag: 'member',
  access: { kind: 'session', permissions: [PERMISSIONS.member.getLoggedInMemberState] },
  response: memberStateSchema,
  loader: 'load',
});

const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const themeColoursSchema = z.object({ primary: colourSchema, contrast: colourSchema });

/** Licensee configuration of docs/product.md §3, resolved from the request host. */
export const licenseeConfigSchema = z.object({
  licenseeIdentifier: z.string(),
  licenseeName: z.string(),
  externalCalendarHref: webUrlSchema.nullable(),
  moodImageCopyright: z.string().nullable(),
  images: z.object({ logo: z.string().nullable(), mood: z.string().nullable() }),
  theme: z.object({ light: themeColoursSchema, dark: themeColoursSchema }),
  isWhitelabelPartner: z.boolean(),
  zenDeskKey: z.string().nullable(),
  baseRoute: z.string(),
  defaultLanguage: languageCodeSchema,
  footer: z.object({
    licenseeLink: webUrlSchema.nullable(),
    legalNoticeLink: webUrlSchema.nullable(),
    dataProtectionLink: webUrlSchema.nullable(),
  }),
});
export type LicenseeConfig = z.infer<typeof licenseeConfigSchema>;

export const loadLicenseeConfigEndpoint = defineEndpoint({
  id: 'bootstrap.load-licensee-config',
  method: 'GET',
  path: '/api/bootstrap/load-licensee-config',
  summary: "The licensee configuration for the request's host (default licensee for unknown hosts).",
  tag: 'bootstrap',
  access: { kind: 'public' },
  response: licenseeConfigSchema,
  loader: 'load',
});

export const translationsEndpoint = defineEndpoint({
  id: 'assets.i18n',
  method: 'GET',
  path: '/assets/i18n/:file',
  summary: 'The common translations of one language, e.g. /assets/i18n/de_DE.json.',
  tag: 'assets',
  access: { kind: 'public' },
  params: z.object({ file: z.enum(['de_DE.json', 'en_GB.json']) }),
  response: z.record(z.string(), z.unknown()),
  loader: 'none',
});

export const fileEndpoint = defineEndpoint({
  id: 'file.read',
  method: 'GET',
  path: '/api/file/:context/:type/:uuid/:filename',
  summary:
    "A stored file. Licensee images are public; other contexts need a session of the file's client (a licensee's template: of any client of the licensee).",
  tag: 'file',
  access: { kind: 'public' },
  params: z.object({
    context: z.string().regex(/^[a-z][a-z0-9-]{0,40}$/),
    type: z.string().regex(/^[a-z][a-z0-9-]{0,40}$/),
    uuid: uuidSchema,
    filename: z.string().min(1).max(255),
  }),
  loader: 'none',
});

const localizedTextSchema = z.object({ de_DE: z.string().min(1), en_GB: z.string().min(1) });
/** One feature flag's name. */
export const featureFlagSchema = z.enum(Object.keys(FEATURE_FLAG_DEFAULTS) as [FeatureFlag, ...FeatureFlag[]]);
const areaLinkSchema = z.object({
  id: z.string().min(1),
  label: localizedTextSchema,
  path: z.string().startsWith('/'),
  permissions: z.array(z.string()).readonly().optional(),
  featureFlag: featureFlagSchema.optional(),
  needsCalendarLink: z.boolean().optional(),
  activePrefixes: z.array(z.string().startsWith('/')).readonly().optional(),
});
const areaParentSchema = z.object({
  id: z.string().min(1),
  label: localizedTextSchema,
  featureFlag: featureFlagSchema.optional(),
  children: z.array(areaLinkSchema).min(1).readonly(),
});

/** An area's description as its build emits it (`area.json`); the server checks each it carries. */
export const areaDescriptionSchema = z.object({
  title: localizedTextSchema,
  mounts: z
    .array(z.object({ prefix: z.string().startsWith('/'), layout: z.enum(['dashboard', 'plain']) }))
    .min(1)
    .readonly(),
  sidebar: z
    .array(
      z.object({
        group: z.object({ id: z.string().min(1), label: localizedTextSchema, order: z.number() }),
        order: z.number(),
        entries: z.array(z.union([areaParentSchema, areaLinkSchema])).readonly(),
      }),
    )
    .readonly(),
  pages: z
    .array(
      z.object({
        id: z.string().min(1),
        prefix: z.string().startsWith('/'),
        path: z.string().startsWith('/'),
        permissions: z.array(z.string()).readonly(),
      }),
    )
    .readonly()
    .optional(),
  printPages: z.array(z.string().startsWith('/')).readonly().optional(),
  firstRequests: z
    .array(z.object({ route: z.string().startsWith('/'), endpoint: z.string().min(1), body: z.unknown().optional() }))
    .max(10)
    .readonly()
    .optional(),
}) satisfies z.ZodType<AreaDescription>;

/**
 * Where each remote is deployed, as configured (REMOTES, REMOTES_FILE): remote name → URL of its
 * `mf-manifest.json` (docs/architecture.md §3). A line here is all a new area needs beside its deploy.
 */
export const remoteLocationsSchema = z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), z.string().min(1));
export type RemoteLocations = z.infer<typeof remoteLocationsSchema>;

/**
 * What the shell composes the page from: each remote's manifest URL and its area description
 * (null when its build wrote none or cannot be read: the shell then shows nothing of it).
 */
export type RemotesManifest = Readonly<Record<string, { entry: string; area: AreaDescription | null }>>;
export const remotesManifestSchema = z
  .record(z.string(), z.object({ entry: z.string(), area: areaDescriptionSchema.nullable() }))
  .readonly() satisfies z.ZodType<RemotesManifest>;

export const remotesEndpoint = defineEndpoint({
  id: 'remotes.list',
  method: 'GET',
  path: '/remotes.json',
  summary: 'Where each remote is deployed and what its area describes; read by the shell at start-up.',
  tag: 'bootstrap',
  access: { kind: 'public' },
  response: remotesManifestSchema,
  loader: 'none',
});
