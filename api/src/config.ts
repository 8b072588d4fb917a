import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { API_DIR } from './source-files';
import { remoteLocationsSchema, type RemoteLocations } from '@compliance/shared-contracts';

/** How the server's log reads: for a person (`pretty`) or for a machine (`json`). */
export type LogFormat = 'pretty' | 'json';

/** The log format LOG_FORMAT names; unset, pretty when the output is a terminal (a person reads it). */
function readLogFormat(value: string | undefined, outputIsTerminal: boolean): LogFormat {
  if (value === 'pretty' || value === 'json') return value;
  if (value) throw new Error(`LOG_FORMAT must be pretty or json, not ${value}`);
  return outputIsTerminal ? 'pretty' : 'json';
}

/** Server configuration, read from the environment (all variables are listed in the README). */
export interface Config {
  port: number;
  host: string;
  /**
   * The port of the content origin's listener, which serves course files and nothing else
   * (CONTENT_PORT; default PORT + 1; 0: any free port, set here once it listens).
   */
  contentPort: number;
  /** The content origin as browsers reach it (CONTENT_ORIGIN); unset: the app's host on contentPort (content-origin/origin.ts). */
  contentOrigin: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (tests isolate themselves this way). */
  databaseSchema: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Remote name → mf-manifest.json URL, served at /remotes.json (as configured at start). */
  remotes: RemoteLocations;
  /** REMOTES_FILE, read again for every /remotes.json, so a remote is redeployed without a restart. */
  remotesFile: string | undefined;
  /** Folder of deployed remote builds, served at /deploy/ (each build in a folder of its own). */
  deployDir: string | undefined;
  /** Public base URL for links in mails; when unset, taken from the request. */
  publicUrl: string | undefined;
  trustProxy: boolean;
  session: { idleMinutes: number; absoluteHours: number; supportDays: number };
  rateLimit: { loginMax: number; resetMax: number; windowMs: number };
  passwordReset: { tokenMinutes: number; throttleMinutes: number };
  logLevel: string;
  /**
   * How the server's log reads (LOG_FORMAT): `pretty`, coloured lines for a person at a terminal,
   * or `json`, one JSON object a line for a log collector. Unset: pretty on a terminal, else JSON.
   */
  logFormat: LogFormat;
  /** Origins the licensees' support-chat widget (Zendesk) loads from and talks to; allowed by the CSP. */
  supportChatOrigins: string[];
  /** Folder holding the shell and remote folders with their dist builds, served in the one-command start. */
  frontendDir: string;
  /** How often the instance asks whether a scheduled job is due (SCHEDULER_TICK_SECONDS); 0: never. */
  schedulerTickSeconds: number;
  /** The bearer token GET /api/metrics asks for (METRICS_TOKEN); unset: the endpoint answers 404. */
  metricsToken: string | undefined;
  /** How long a signalled server waits for the requests under way before it cuts them off (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceSeconds: number;
  /** How long a signed-in page waits for its first view before it is sent without one (PAGE_VIEW_WAIT_MS; decision 0021). */
  pageViewWaitMs: number;
}

/**
 * The remote folders of a workspace: every `mfe-<area>` folder with a package.json. A new area's
 * folder is found, built and served without a line of configuration.
 */
export function remoteFolderNames(frontendDir: string): readonly string[] {
  // Read once: the folders are registered with the static handler at start, and every read of
  // the remotes (each page, each /remotes.json with REMOTES_FILE) asks for them.
  let names = remoteFoldersByDir.get(frontendDir);
  if (!names) {
    names = existsSync(frontendDir)
      ? readdirSync(frontendDir, { withFileTypes: true })
          .filter(
            (entry) => entry.isDirectory() && entry.name.startsWith('mfe-') && existsSync(join(frontendDir, entry.name, 'package.json')),
          )
          .map((entry) => entry.name)
          .sort()
      : [];
    remoteFoldersByDir.set(frontendDir, names);
  }
  return names;
}

const remoteFoldersByDir = new Map<string, readonly string[]>();

/** A remote's federation name from its folder: mfe-company → mfe_company (webpack.config.cjs names it so). */
export const remoteNameOf = (folder: string): string => folder.replaceAll('-', '_');

/** Default remote locations: each remote of the workspace served by this server under /remotes/<folder>/. */
export function defaultRemotes(frontendDir: string): RemoteLocations {
  return Object.fromEntries(remoteFolderNames(frontendDir).map((folder) => [remoteNameOf(folder), `/remotes/${folder}/mf-manifest.json`]));
}

function readRemotes(env: NodeJS.ProcessEnv, frontendDir: string): RemoteLocations {
  const raw = env.REMOTES_FILE ? readFileSync(resolve(env.REMOTES_FILE), 'utf8') : env.REMOTES;
  if (!raw) return defaultRemotes(frontendDir);
  return { ...defaultRemotes(frontendDir), ...remoteLocationsSchema.parse(JSON.parse(raw)) };
}

/**
 * Where the remotes are now: REMOTES_FILE as it reads at this moment (a deploy rewrites it),
 * else the configuration of the start. A file that cannot be read or parsed keeps the last
 * good answer, so a half-written file never breaks the product.
 */
export function currentRemotes(config: Config): RemoteLocations {
  if (!config.remotesFile) return config.remotes;
  try {
    config.remotes = readRemotes({ REMOTES_FILE: config.remotesFile }, config.frontendDir);
  } catch {
    // keep the last good one
  }
  return config.remotes;
}

const int = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
};

/**
 * Reads the configuration from environment variables, with the documented defaults;
 * `outputIsTerminal` (whether stdout is a TTY) picks the log format when LOG_FORMAT does not.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, outputIsTerminal = process.stdout.isTTY === true): Config {
  const frontendDir = resolve(env.FRONTEND_DIR ?? resolve(API_DIR, '..'));
  const port = int(env.PORT, 8080);
  return {
    port,
    contentPort: int(env.CONTENT_PORT, port + 1),
    contentOrigin: env.CONTENT_ORIGIN ? new URL(env.CONTENT_ORIGIN).origin : undefined,
    host: env.HOST ?? '0.0.0.0',
    // Relative to where the command was typed (pnpm runs scripts inside api/), so `pnpm start`
    // at the top keeps its data in ./data there.
    dataDir: resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Dashboard <no-reply@localhost>',
    remotes: readRemotes(env, frontendDir),
    remotesFile: env.REMOTES_FILE ? resolve(env.REMOTES_FILE) : undefined,
    deployDir: env.DEPLOY_DIR ? resolve(env.DEPLOY_DIR) : undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    trustProxy: env.TRUST_PROXY === 'true',
    session: {
      idleMinutes: int(env.SESSION_IDLE_MINUTES, 60),
      absoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12),
      supportDays: 30,
    },
    rateLimit: {
      loginMax: int(env.LOGIN_RATE_LIMIT, 10),
      resetMax: int(env.RESET_RATE_LIMIT, 5),
      windowMs: 60_000,
    },
    passwordReset: { tokenMinutes: int(env.RESET_TOKEN_MINUTES, 60), throttleMinutes: 10 },
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: readLogFormat(env.LOG_FORMAT, outputIsTerminal),
    supportChatOrigins: (
      env.SUPPORT_CHAT_ORIGINS ?? 'https://static.zdassets.com https://*.zendesk.com wss://*.zendesk.com https://*.zdassets.com'
    )
      .split(/[\s,]+/)
      .filter(Boolean),
    frontendDir,
    schedulerTickSeconds: int(env.SCHEDULER_TICK_SECONDS, 60),
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownGraceSeconds: int(env.SHUTDOWN_GRACE_SECONDS, 10),
    pageViewWaitMs: int(env.PAGE_VIEW_WAIT_MS, 400),
  };
}
