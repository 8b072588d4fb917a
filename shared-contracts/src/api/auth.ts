import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { languageCodeSchema, passwordHashSchema, successSchema, uuidSchema } from './common';

const credentialsSchema = z.object({
  username: z.string().trim().min(1).max(254),
  clientIdentifier: z.string().trim().min(1).max(64),
  password: passwordHashSchema,
});

export const csrfEndpoint = defineEndpoint({
  id: 'auth.csrf',
  method: 'GET',
  path: '/api/csrf',
  summary: 'Sets the XSRF-TOKEN cookie that every non-GET request must echo in X-XSRF-TOKEN.',
  tag: 'auth',
  access: { kind: 'public' },
  response: z.object({ csrfToken: z.string() }),
  loader: 'none',
});

export const loginEndpoint = defineEndpoint({
  id: 'auth.login',
  method: 'POST',
  path: '/api/login',
  summary: 'Signs a member in with company ID, username and password hash; rotates the session.',
  tag: 'auth',
  access: { kind: 'public' },
  body: credentialsSchema,
  response: successSchema.extend({ uuid: uuidSchema }),
  loader: 'logIn',
});

export const supportLoginEndpoint = defineEndpoint({
  id: 'auth.support-login',
  method: 'POST',
  path: '/api/support-login',
  summary: 'Signs a customer advisor into a client (30-day cookies), unless the client disallows it.',
  tag: 'auth',
  access: { kind: 'public' },
  body: credentialsSchema,
  response: successSchema.extend({ uuid: uuidSchema }),
  loader: 'logIn',
});

export const logoutEndpoint = defineEndpoint({
  id: 'auth.logout',
  method: 'GET',
  path: '/api/logout',
  summary: 'Ends the session on the server and clears its cookie.',
  tag: 'auth',
  access: { kind: 'public' },
  response: successSchema,
  loader: 'none',
});

export const heartbeatEndpoint = defineEndpoint({
  id: 'auth.heartbeat',
  method: 'GET',
  path: '/api/heartbeat',
  summary: 'Keeps the session alive; 401 without a valid session.',
  tag: 'auth',
  access: { kind: 'session', permissions: [] },
  response: z.object({ alive: z.literal(true), expiresAt: z.string() }),
  loader: 'none',
});

export const createPasswordResetTokenEndpoint = defineEndpoint({
  id: 'auth.create-password-reset-token',
  method: 'POST',
  path: '/api/createpasswordresettoken',
  summary: 'Mails a single-use reset link if the account exists; the answer never tells whether it does.',
  tag: 'auth',
  access: { kind: 'public' },
  body: z.object({
    username: z.string().trim().min(1).max(254),
    clientIdentifier: z.string().trim().min(1).max(64),
    languageCode: languageCodeSchema.optional(),
  }),
  response: successSchema,
  loader: 'save',
});

export const resetPasswordEndpoint = defineEndpoint({
  id: 'auth.reset-password',
  method: 'POST',
  path: '/api/resetpassword',
  summary: 'Sets a new password with a reset token and signs the member in.',
  tag: 'auth',
  access: { kind: 'public' },
  body: z.object({
    password: passwordHashSchema,
    passwordConfirmation: passwordHashSchema,
    token: z.string().min(16).max(128),
  }),
  response: successSchema.extend({ uuid: uuidSchema, clientIdentifier: z.string() }),
  loader: 'save',
});
