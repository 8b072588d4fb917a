import type { ErrorCode, ErrorField } from '@compliance/shared-contracts';

/** An answer the client should see: a status and an error code of the catalogue. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503,
    readonly code: ErrorCode,
    /** What was refused, one entry a field or element, where the code alone does not say it. */
    readonly fields?: ErrorField[],
  ) {
    super(code);
  }
}

export const unauthenticated = () => new ApiError(401, 'Auth.Unauthenticated');
export const forbidden = () => new ApiError(403, 'Auth.Forbidden');
/** The licensee switched the called area off for the client. */
export const featureDisabled = () => new ApiError(403, 'Client.FeatureDisabled');
