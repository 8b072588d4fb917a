import type { ClientRole, ErrorCode, LicenseeRole } from '@compliance/shared-contracts';
import type { Config } from './config';
import type { Database } from './db';
import type { Mailer } from './mail/mailer';
import type { ShellPage } from './modules/frontend/shell-page';

/** The signed-in principal of a request: a member of a client, or an advisor using the support login. */
export interface SessionContext {
  /** SHA-256 of the cookie value (the session table's id). */
  id: string;
  kind: 'member' | 'advisor';
  clientId: string;
  licenseeId: string;
  memberId: string | null;
  advisorId: string | null;
  role: ClientRole;
  permissions: string[];
  expiresAt: Date;
}

/** A signed-in member of the licensee's staff in the back office (decision 0013); of no client. */
export interface LicenseeSessionContext {
  /** SHA-256 of the cookie value (the session table's id). */
  id: string;
  kind: 'licensee';
  licenseeId: string;
  /** The staff account (a row of customer_advisor). */
  staffId: string;
  role: LicenseeRole;
  permissions: string[];
  expiresAt: Date;
}

/** Any signed-in principal: a client's session or a staff session of the back office. */
export type AnySessionContext = SessionContext | LicenseeSessionContext;

/** The licensee that serves the request's host. */
export interface LicenseeContext {
  id: string;
  identifier: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
    /** The shell's page for a request when the built front end is served; null otherwise. */
    shellPage: ((request: FastifyRequest) => Promise<ShellPage>) | null;
    /** Whether this instance ticks the scheduled jobs (off in the tests' apps and with no jobs). */
    schedulerRunning: boolean;
    /** True from the moment the app begins to close: readiness answers 503 (plugins/drain.ts). */
    shuttingDown: boolean;
    /** Counts a scheduled job's run or failure for /api/metrics; does nothing while metrics are off. */
    recordJobRun(job: string, outcome: 'ran' | 'failed'): void;
  }
  interface FastifyRequest {
    session: AnySessionContext | null;
    /** Set when the request carried a session cookie (valid or not), for logout and rotation. */
    sessionCookieId: string | null;
  }
  interface FastifyContextConfig {
    /** The code a body over the route's limit answers with 413 (the contract's bodyLimit); File.TooLarge otherwise. */
    bodyTooLargeCode?: ErrorCode;
  }
}
