import { z } from 'zod';
import { validateWebUrl, WEB_URL_MAX_LENGTH, zodRefinement } from '../validation';
import { validatePhoneNumber } from '../validation/phone';

/** A write that succeeded answers 200 with `success: true` (docs/architecture.md §4). */
export const successSchema = z.object({ success: z.literal(true) });

/** A uuid as the API writes it (36 characters, docs/product.md §9). */
export const uuidSchema = z.string().uuid();

/** The password hash every form sends (see hashPassword). */
export const passwordHashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'password hash expected');

/** An optional phone number of a form (docs/product.md §5): blank or null means "none". */
export const optionalPhoneSchema = z.string().trim().max(40).superRefine(zodRefinement(validatePhoneNumber)).nullable();

/** A stored link: an http(s) address and nothing else (no javascript:, data: or paths). */
export const webUrlSchema = z.string().trim().max(WEB_URL_MAX_LENGTH).superRefine(zodRefinement(validateWebUrl));

/** A choice a form requires: nothing chosen ('' or missing) is refused as 'required', as the form says, not as an unknown value. */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === '' || issue.input === undefined || issue.input === null ? 'required' : undefined) });

export const languageCodeSchema = z.enum(['de_DE', 'en_GB']);
export const themeSchema = z.enum(['light', 'dark']);

/** List requests of every table endpoint (docs/architecture.md §4). */
export const listRequestSchema = z.object({
  page: z.number().int().min(1).default(1),
  perPage: z.union([z.literal(25), z.literal(50), z.literal(100)]).default(25),
  sortBy: z.string().max(64).optional(),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
  filter: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.number(), z.boolean(), z.null()])).default({}),
});
export type ListRequest = z.infer<typeof listRequestSchema>;

/** List answers: one page of items and the total count. */
/** A count of things: a whole number, never negative. */
export const countSchema = z.number().int().min(0);

export const listResponseSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: countSchema });
