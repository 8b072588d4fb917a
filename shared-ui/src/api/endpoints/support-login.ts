import { hashPassword, supportLoginEndpoint, type ResponseOf } from '@compliance/shared-contracts/browser';
import { apiRequest } from '../api-request';
import type { LoginCredentials } from './login';

/** Signs a customer advisor into a client; the password is sent as its hash. */
export function supportLogin(credentials: LoginCredentials): Promise<ResponseOf<typeof supportLoginEndpoint>> {
  return apiRequest(supportLoginEndpoint, {
    body: { username: credentials.username, clientIdentifier: credentials.clientIdentifier, password: hashPassword(credentials.password) },
  });
}
