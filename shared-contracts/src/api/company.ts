import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { languageCodeSchema, successSchema, webUrlSchema } from './common';
import { optionalText, postalCodeRefinement } from './company-common';
import { PERMISSIONS } from '../permissions';

// The company's own master data and configuration (docs/product.md §3), read and saved from the
// company details page.

const checkPostalCode = postalCodeRefinement('country');

/** Master data of the company (docs/product.md §3 company details). */
export const companyDetailsSchema = z.object({
  name: z.string().trim().min(1).max(200),
  clientIdentifier: z.string(),
  street: optionalText(200),
  additional: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  // Empty is 'required' (as the form says); only a chosen code must have two letters.
  country: z.string().trim().min(1).pipe(z.string().length(2)),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

/** Company configuration (docs/product.md §3 settings); only the company owner reads and changes it. */
export const companyConfigurationSchema = z.object({
  homepage: webUrlSchema.nullable(),
  notificationFooterEmail: optionalText(2000),
  notificationFooterSms: optionalText(160),
  language: languageCodeSchema,
  zenDeskKey: optionalText(200),
  allowSupportLogin: z.boolean(),
});
export type CompanyConfiguration = z.infer<typeof companyConfigurationSchema>;

/** What the client's own files take of its storage quota, in bytes (issue 67): its courses' packages and its templates. */
export const clientStorageSchema = z.object({
  quotaBytes: z.number().int().nonnegative(),
  usedBytes: z.number().int().nonnegative(),
  packagesBytes: z.number().int().nonnegative(),
  templatesBytes: z.number().int().nonnegative(),
});
export type ClientStorage = z.infer<typeof clientStorageSchema>;

export const clientDetailsResponseSchema = z.object({
  details: companyDetailsSchema,
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Null when the caller may not read the configuration. */
  configuration: companyConfigurationSchema.nullable(),
  maxMembers: z.number().int(),
  memberCount: z.number().int(),
  storage: clientStorageSchema,
});
export type ClientDetailsResponse = z.infer<typeof clientDetailsResponseSchema>;

export const readClientDetailsEndpoint = defineEndpoint({
  id: 'clientdetails.read-details',
  method: 'GET',
  path: '/api/clientdetails/readdetails',
  summary: "The company's master data, the country list, member counts, storage use and (for the owner) its configuration.",
  tag: 'company',
  access: { kind: 'session', permissions: [PERMISSIONS.clientDetails.read] },
  response: clientDetailsResponseSchema,
  loader: 'load',
});

export const updateClientDetailsBodySchema = z.discriminatedUnion('section', [
  companyDetailsSchema
    .omit({ clientIdentifier: true })
    .extend({ section: z.literal('details') })
    .superRefine(checkPostalCode),
  companyConfigurationSchema.extend({ section: z.literal('configuration') }),
]);
export type UpdateClientDetailsBody = z.infer<typeof updateClientDetailsBodySchema>;

export const updateClientDetailsEndpoint = defineEndpoint({
  id: 'clientdetails.update-details',
  method: 'POST',
  path: '/api/clientdetails/updatedetails',
  summary: "Saves the company's master data (section details) or its configuration (section configuration, owner only).",
  tag: 'company',
  access: { kind: 'session', permissions: [PERMISSIONS.clientDetails.update, PERMISSIONS.clientDetails.updateConfiguration] },
  body: updateClientDetailsBodySchema,
  response: successSchema,
  loader: 'save',
});
