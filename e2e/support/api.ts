import type { APIRequestContext, APIResponse } from '@playwright/test';
import { hashPassword } from '@compliance/shared-contracts';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo-Passw0rd!';

/** Fetches an XSRF token (which also sets its cookie in the request context), as the product's pages do before a write. */
export async function csrfToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/csrf');
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

/**
 * Signs in as the sign-in form does (an XSRF token first, then the password's hash); the
 * request context keeps the session cookie. Answers the response, whose status the caller checks.
 */
export async function postLogin(
  request: APIRequestContext,
  company: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<APIResponse> {
  const token = await csrfToken(request);
  return request.post('/api/login', {
    headers: { 'x-xsrf-token': token },
    data: { clientIdentifier: company, username, password: hashPassword(password) },
  });
}
