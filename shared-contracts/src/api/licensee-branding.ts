import { z } from 'zod';
import { PERMISSIONS } from '../permissions';
import { defineEndpoint } from './endpoint';
import { successSchema, uuidSchema, webUrlSchema } from './common';
import { optionalText, uuidBodySchema } from './company-common';
import { LICENSEE_IMAGE_FIELD, LICENSEE_IMAGE_KINDS, LICENSEE_IMAGE_MAX_BYTES, LICENSEE_IMAGE_TYPES } from './licensee-values';
import { HOSTNAME_MAX_LENGTH, validateContrast, validateHexColour, validateHostname, zodRefinement } from '../validation';

// The licensee's branding in the back office (docs/areas/back-office.md): the licensee
// configuration of docs/product.md §3 and the domains the product answers on for the licensee.

const colourFieldSchema = z.string().trim().min(1).max(7).superRefine(zodRefinement(validateHexColour));

/** A theme's two colours; text in the contrast colour on the primary must reach WCAG AA (4.5 : 1). */
export const brandingColoursSchema = z
  .object({ primary: colourFieldSchema, contrast: colourFieldSchema })
  .superRefine((colours, context) => {
    const error = validateContrast(colours.primary, colours.contrast);
    if (error) context.addIssue({ code: 'custom', path: ['contrast'], message: error.key, params: { key: error.key, ...error.params } });
  });

/** What a licensee admin edits of the licensee configuration (docs/product.md §3); '' clears an optional field. */
export const licenseeBrandingSchema = z.object({
  licenseeName: z.string().trim().min(1).max(100),
  moodImageCopyright: optionalText(200),
  theme: z.object({ light: brandingColoursSchema, dark: brandingColoursSchema }),
  footer: z.object({
    licenseeLink: webUrlSchema.nullable(),
    legalNoticeLink: webUrlSchema.nullable(),
    dataProtectionLink: webUrlSchema.nullable(),
  }),
  externalCalendarHref: webUrlSchema.nullable(),
  zenDeskKey: optionalText(200),
  isWhitelabelPartner: z.boolean(),
});
export type LicenseeBranding = z.infer<typeof licenseeBrandingSchema>;

/** A host name the product answers on for the licensee (its sign-in pages, the back office). */
export const licenseeDomainSchema = z.object({ uuid: uuidSchema, host: z.string() });
export type LicenseeDomain = z.infer<typeof licenseeDomainSchema>;

export const licenseeBrandingResponseSchema = z.object({
  /** What update-branding takes, as it stands: the form's values. */
  branding: licenseeBrandingSchema,
  images: z.object({ logo: z.string().nullable(), mood: z.string().nullable() }),
  domains: z.array(licenseeDomainSchema),
  /** The host this request came on: removing it would leave the page that asked. */
  currentHost: z.string(),
});
export type LicenseeBrandingResponse = z.infer<typeof licenseeBrandingResponseSchema>;

export const readLicenseeBrandingEndpoint = defineEndpoint({
  id: 'licensee.read-branding',
  method: 'GET',
  path: '/api/licensee/read-branding',
  summary: "The licensee's configuration as its back office edits it: name, images, colours, links, support chat, white label, domains.",
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.readBranding] },
  response: licenseeBrandingResponseSchema,
  loader: 'load',
});

export const updateLicenseeBrandingEndpoint = defineEndpoint({
  id: 'licensee.update-branding',
  method: 'POST',
  path: '/api/licensee/update-branding',
  summary:
    "Saves the licensee's configuration; colours whose text would miss WCAG AA contrast are 400 'contrast'. Every client's pages show it at their next load. Audited with what it was before and is after.",
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageBranding] },
  body: licenseeBrandingSchema,
  response: successSchema,
  loader: 'save',
});

export const addLicenseeDomainEndpoint = defineEndpoint({
  id: 'licensee.add-domain',
  method: 'POST',
  path: '/api/licensee/add-domain',
  summary:
    'Adds a host name the product answers on for the licensee (stored as the browser sends it, punycode); one any licensee has already is 409 Licensee.DomainTaken. Audited.',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageBranding] },
  body: z.object({ host: z.string().trim().min(1).max(HOSTNAME_MAX_LENGTH).superRefine(zodRefinement(validateHostname)) }),
  response: successSchema.extend({ uuid: uuidSchema }),
  loader: 'save',
});

export const removeLicenseeDomainEndpoint = defineEndpoint({
  id: 'licensee.remove-domain',
  method: 'POST',
  path: '/api/licensee/remove-domain',
  summary:
    "Removes one of the licensee's host names; another licensee's is 404 Licensee.DomainNotFound, the one the request came on 409 Licensee.DomainInUse. Audited.",
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageBranding] },
  body: uuidBodySchema,
  response: successSchema,
  loader: 'remove',
});

/** Names one of the licensee's two images. */
export const licenseeImageKindSchema = z.enum(LICENSEE_IMAGE_KINDS);

/** The text field sent beside an uploaded image. */
export const uploadLicenseeImageFieldsSchema = z.object({ kind: licenseeImageKindSchema });
export type UploadLicenseeImageFields = z.infer<typeof uploadLicenseeImageFieldsSchema>;

export const uploadLicenseeImageEndpoint = defineEndpoint({
  id: 'licensee.upload-image',
  method: 'POST',
  path: '/api/licensee/upload-image',
  summary:
    'Multipart upload of the logo or the mood image (file in field "image", text field kind): PNG, JPEG or WebP judged by content, at most 5 MB and 40 megapixels. Stored resized, without its metadata; answers the new address. Every client\'s pages show it at their next load. Audited.',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageBranding] },
  upload: { field: LICENSEE_IMAGE_FIELD, types: LICENSEE_IMAGE_TYPES, maxBytes: LICENSEE_IMAGE_MAX_BYTES },
  response: successSchema.extend({ path: z.string() }),
  loader: 'save',
});

export const removeLicenseeImageEndpoint = defineEndpoint({
  id: 'licensee.remove-image',
  method: 'POST',
  path: '/api/licensee/remove-image',
  summary: "Removes the logo (the pages then show the licensee's name) or the mood image. Audited.",
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.manageBranding] },
  body: uploadLicenseeImageFieldsSchema,
  response: successSchema,
  loader: 'remove',
});
