import {
  createPasswordResetTokenEndpoint,
  hashPassword,
  resetPasswordEndpoint,
  type BodyOf,
  type ResponseOf,
} from '@compliance/shared-contracts/browser';
import { apiRequest } from '../api-request';

/** Asks for a reset link by mail; the answer never tells whether the account exists. */
export function createPasswordResetToken(
  body: BodyOf<typeof createPasswordResetTokenEndpoint>,
): Promise<ResponseOf<typeof createPasswordResetTokenEndpoint>> {
  return apiRequest(createPasswordResetTokenEndpoint, { body });
}

/** What the reset form collects; both passwords are plain text and hashed here. */
export interface ResetPasswordInput {
  password: string;
  passwordConfirmation: string;
  token: string;
}

/** Sets a new password with a reset token (both fields sent hashed, docs/product.md §5). */
export function resetPassword(input: ResetPasswordInput): Promise<ResponseOf<typeof resetPasswordEndpoint>> {
  return apiRequest(resetPasswordEndpoint, {
    body: { password: hashPassword(input.password), passwordConfirmation: hashPassword(input.passwordConfirmation), token: input.token },
  });
}
