import { expect, request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import { newMemberBody, NEW_MEMBER_PASSWORD } from '@compliance/api/test-members';
import { giveOwnCourse } from '@compliance/api/test-packages';
import { hashPassword } from '@compliance/shared-contracts';
import { waitForResetLink } from './mail';

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

/** Signs a member of the licensee's staff into the back office by request (decision 0013). */
export async function postLicenseeLogin(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<APIResponse> {
  const token = await csrfToken(request);
  return request.post('/api/licensee/login', { headers: { 'x-xsrf-token': token }, data: { username, password: hashPassword(password) } });
}

/** A signed-in API session of the product, for setting up and for what a journey does without a browser. */
export interface ApiSession {
  /** Posts `data` with the XSRF token, expects 200 and answers the body. */
  post: <T>(path: string, data: unknown) => Promise<T>;
  /** Posts a multipart form (an upload) with the XSRF token, expects 200 and answers the body. */
  upload: <T>(path: string, form: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>) => Promise<T>;
  dispose: () => Promise<void>;
}

/** Signs `username` of the demo client in on a request context of its own (not the page's). */
export async function apiSession(username: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const context = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  const login = await postLogin(context, 'demo', username, password);
  expect(login.status(), `login of ${username}`).toBe(200);
  const csrf = await csrfToken(context);
  const answer = async <T>(path: string, response: APIResponse): Promise<T> => {
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  return {
    post: async <T>(path: string, data: unknown): Promise<T> =>
      answer<T>(path, await context.post(path, { headers: { 'x-xsrf-token': csrf }, data })),
    upload: async <T>(path: string, form: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>): Promise<T> =>
      answer<T>(path, await context.post(path, { headers: { 'x-xsrf-token': csrf }, multipart: form })),
    dispose: () => context.dispose(),
  };
}

/** Every fresh member's last name. */
const FRESH_LAST_NAME = 'Frisch';

/** A member of the demo client that one journey made for itself. */
export interface FreshMember {
  uuid: string;
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Has the demo admin create a member with a password (the default org unit, as every new member).
 * A journey that changes an account's password or username uses one of its own, so it can run
 * again against the same server and leaves the demo accounts as the other journeys expect them.
 */
export async function createFreshMember(username: string, firstName: string): Promise<FreshMember> {
  const admin = await apiSession('admin');
  const email = `${username}@demo-gmbh.example`;
  try {
    const { uuid } = await admin.post<{ uuid: string }>(
      '/api/member/createmember',
      newMemberBody(username, { firstName, lastName: FRESH_LAST_NAME, email }),
    );
    return { uuid, username, password: NEW_MEMBER_PASSWORD, email, firstName, lastName: FRESH_LAST_NAME };
  } finally {
    await admin.dispose();
  }
}

/**
 * Makes the SCORM package `zip` an own course of the demo client (uploaded by the super-admin),
 * switched on at once, done when completed, and assigned to a new unit holding only `learner`:
 * the learner has it to start. Answers the E-Learning's uuid.
 */
export async function ownCourseFor(learner: FreshMember, title: string, zip: Buffer, durationMinutes = 5): Promise<string> {
  const admin = await apiSession('admin');
  const superadmin = await apiSession('superadmin');
  try {
    return await giveOwnCourse(
      {
        admin: (path, body) => admin.post(path, body),
        owner: (path, body) => superadmin.post(path, body),
        uploadPackage: (fields) =>
          superadmin.upload('/api/elearning/upload-package', {
            title: fields.title,
            durationMinutes: String(fields.durationMinutes),
            filename: { name: 'kurs.zip', mimeType: 'application/zip', buffer: fields.zip },
          }),
      },
      { learnerUuid: learner.uuid, unitIdentifier: `kurs-${learner.uuid.slice(0, 8)}`, title, zip, durationMinutes },
    );
  } finally {
    await Promise.all([admin.dispose(), superadmin.dispose()]);
  }
}

/**
 * A demo member sets a password of their own through the reset mail, as a person without one
 * does: no admin touches the account, so its risk answers count (docs/areas/risk-assessments.md).
 */
export async function setOwnPassword(username: string, password: string): Promise<void> {
  const context = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const requested = await context.post('/api/createpasswordresettoken', {
      headers: { 'x-xsrf-token': await csrfToken(context) },
      data: { username, clientIdentifier: 'demo' },
    });
    expect(requested.status(), `reset mail of ${username}`).toBe(200);
    const token = new URL(await waitForResetLink(username)).searchParams.get('token');
    const hash = hashPassword(password);
    const reset = await context.post('/api/resetpassword', {
      headers: { 'x-xsrf-token': await csrfToken(context) },
      data: { password: hash, passwordConfirmation: hash, token },
    });
    expect(reset.status(), `${username}'s new password: ${await reset.text()}`).toBe(200);
  } finally {
    await context.dispose();
  }
}
