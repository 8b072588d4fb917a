import { logoutEndpoint, type ResponseOf } from '@compliance/shared-contracts/browser';
import { apiRequest } from '../api-request';
import { resetCsrfToken } from '../csrf';

/** Ends the session; the remembered CSRF token goes with it. */
export async function logout(): Promise<ResponseOf<typeof logoutEndpoint>> {
  try {
    return await apiRequest(logoutEndpoint);
  } finally {
    resetCsrfToken();
  }
}
