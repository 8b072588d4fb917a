import { z } from 'zod';
import { PERMISSIONS } from '../permissions';
import { LICENSEE_ROLES } from '../roles';
import { defineEndpoint } from './endpoint';
import { passwordHashSchema, successSchema, uuidSchema } from './common';

// The licensee's back office (decision 0013): its staff sign in on the licensee's domain
// without a company ID and act across the licensee's clients.

export const licenseeLoginEndpoint = defineEndpoint({
  id: 'licensee.login',
  method: 'POST',
  path: '/api/licensee/login',
  summary: "Signs a member of the licensee's staff into the back office with username and password hash; rotates the session.",
  tag: 'licensee',
  access: { kind: 'public' },
  body: z.object({
    username: z.string().trim().min(1).max(254),
    password: passwordHashSchema,
  }),
  response: successSchema.extend({ uuid: uuidSchema }),
  loader: 'logIn',
});

export const licenseeStaffStateSchema = z.object({
  staff: z.object({
    uuid: uuidSchema,
    username: z.string(),
    email: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    roleIdentifier: z.enum(LICENSEE_ROLES),
    permissions: z.array(z.string()),
  }),
  licensee: z.object({ uuid: uuidSchema, identifier: z.string(), name: z.string() }),
});
export type LicenseeStaffState = z.infer<typeof licenseeStaffStateSchema>;

export const licenseeStaffStateEndpoint = defineEndpoint({
  id: 'licensee.state',
  method: 'GET',
  path: '/api/licensee/state',
  summary: 'The signed-in member of the licensee’s staff, their role and permissions, and the licensee.',
  tag: 'licensee',
  access: { kind: 'session', permissions: [PERMISSIONS.licensee.getLoggedInStaffState] },
  response: licenseeStaffStateSchema,
  loader: 'load',
});
