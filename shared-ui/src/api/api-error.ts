import { getIn, setIn } from 'final-form';
import { isValidationKey, type ValidationError, type ValidationParams } from '@compliance/shared-contracts/browser';

/** A failed API call: HTTP status (0 for a network failure), the error code if any, the body. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(status: number, code: string | undefined, body: unknown) {
    super(`API request failed with status ${status}${code ? ` (${code})` : ''}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/** Whether a value is an ApiRequestError. */
export function isApiRequestError(value: unknown): value is ApiRequestError {
  return value instanceof ApiRequestError;
}

/** Whether a read failed because its record is not there: 404, or 400 for an id that is none (an address typed wrong). */
export function isNotFoundError(value: unknown): boolean {
  return isApiRequestError(value) && (value.status === 404 || value.status === 400);
}

/**
 * The fields a 400 refused, each with the validation error its message names (docs/product.md §8), nested
 * as final-form reads submission errors ('address.city' → { address: { city } }). Fields without
 * a validation key, and any other failure, give nothing.
 */
export function refusedFieldsOf(error: unknown): Record<string, unknown> {
  if (!isApiRequestError(error) || error.status !== 400) return {};
  const body = error.body as { error?: { fields?: unknown } } | null;
  const fields = Array.isArray(body?.error?.fields) ? (body.error.fields as unknown[]) : [];
  let refused: Record<string, unknown> = {};
  for (const field of fields) {
    const { path, key, params } = (field ?? {}) as { path?: unknown; key?: unknown; params?: unknown };
    if (typeof path !== 'string' || path === '' || typeof key !== 'string' || !isValidationKey(key)) continue;
    const validation: ValidationError = params && typeof params === 'object' ? { key, params: params as ValidationParams } : { key };
    // The first refusal of a field is the one it shows, as a form shows one message at a time.
    if (getIn(refused, path) === undefined) refused = setIn(refused, path, validation) as Record<string, unknown>;
  }
  return refused;
}
