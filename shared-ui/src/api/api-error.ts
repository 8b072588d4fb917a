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
