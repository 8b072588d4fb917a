import { hashPassword, licenseeLoginEndpoint, loginEndpoint, type ResponseOf } from '@compliance/shared-contracts/browser';
import { apiRequest } from '../api-request';

/** What the login form collects; the password is plain text and hashed here. */
export interface LoginCredentials {
  username: string;
  clientIdentifier: string;
  password: string;
}

/** Signs in; the password is sent as its hash (docs/product.md §5). */
export function login(credentials: LoginCredentials): Promise<ResponseOf<typeof loginEndpoint>> {
  return apiRequest(loginEndpoint, {
    body: { username: credentials.username, clientIdentifier: credentials.clientIdentifier, password: hashPassword(credentials.password) },
  });
}

/** Signs a member of the licensee's staff into the back office (no company ID); the password is sent as its hash. */
export function licenseeLogin(credentials: Omit<LoginCredentials, 'clientIdentifier'>): Promise<ResponseOf<typeof licenseeLoginEndpoint>> {
  return apiRequest(licenseeLoginEndpoint, { body: { username: credentials.username, password: hashPassword(credentials.password) } });
}
