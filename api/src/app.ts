import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import './context';
import { JSON_BODY_MAX_BYTES, type ErrorBody } from '@compliance/shared-contracts';
import { answerSerializerCompiler } from './answer-serializer';
import type { Config } from './config';
import type { Database } from './db';
import { ApiError } from './errors';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './lib/json-depth';
import { createMailer, type Mailer } from './mail/mailer';
import { mailQueueJob } from './mail/queue';
import { csrfPlugin } from './plugins/csrf';
import { drainPlugin } from './plugins/drain';
import { errorsPlugin } from './plugins/errors';
import { databaseRateLimitStore, rateLimitPurgeJob } from './plugins/rate-limit-store';
import { schedulerPlugin } from './plugins/scheduler';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { authRoutes } from './modules/auth/routes';
import { startupRoutes } from './modules/startup/routes';
import { fileRoutes } from './modules/file/routes';
import { profileRoutes } from './modules/profile/routes';
import { membersRoutes } from './modules/members/routes';
import { companyRoutes } from './modules/company/routes';
import { orgStructureRoutes } from './modules/org-structure/routes';
import { memberImportRoutes } from './modules/member-import/routes';
import { elearningDatesJob } from './modules/elearning/dates-job';
import { elearningRemindersJob } from './modules/elearning/reminders-job';
import { packagePurgeJob } from './modules/elearning/package-store';
import { elearningRoutes } from './modules/elearning/routes';
import { riskAssessmentDatesJob } from './modules/risk-assessment/dates-job';
import { riskAssessmentRoutes } from './modules/risk-assessment/routes';
import { infopointRoutes } from './modules/infopoint/routes';
import { attentionRoutes } from './modules/attention/routes';
import { metricsPlugin } from './modules/health/metrics';
import { healthRoutes } from './modules/health/routes';
import { templatesRoutes } from './modules/templates/routes';
import { licenseeRoutes } from './modules/licensee/routes';
import { licenseeCourseRoutes } from './modules/elearning/catalog-routes';
import { auditLogRoutes } from './modules/audit-log/routes';
import { contentFrameSources, contentGrantPurgeJob } from './modules/elearning/content-origin';
import { frontendRoutes } from './modules/frontend/routes';
import type { ShellPage } from './modules/frontend/shell-page';
import { join } from 'node:path';
import { closeHeavyWork } from './workers/pool';
import { closePageViews } from './workers/page-view-pool';

export interface BuildOptions {
  config: Config;
  db: Database;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The server's logger: JSON lines at the configured level, or, for a person at a terminal
 * (config.logFormat), the same records as coloured lines through pino-pretty. The pretty stream
 * writes in the main thread and at once: a person reads the log, throughput does not matter,
 * and a line written before a crash is not lost in a worker's buffer.
 */
export async function loggerOptions(config: Config): Promise<FastifyServerOptions['logger']> {
  if (config.logFormat === 'json') return { level: config.logLevel };
  const { default: pretty } = await import('pino-pretty');
  return {
    level: config.logLevel,
    // One line a record, so a request's two records (in, done) read at a glance.
    stream: pretty({ colorize: true, sync: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }),
  };
}

/** Origins of remotes deployed elsewhere: the CSP allows exactly these besides our own. */
export function remoteOrigins(config: Config): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remotes)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  return false;
}

/**
 * Builds the API: external plugins, then app plugins (errors, session, CSRF), then one
 * module per area (docs/architecture.md §4). Tests build it and use `app.inject`.
 */
export async function build(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? (await loggerOptions(config)),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_MAX_BYTES,
    genReqId: () => crypto.randomUUID(),
    // While the server drains, a request arriving on a connection still open is answered as
    // usual (with Connection: close, which Fastify adds): readiness with the API's own 503 body,
    // not Fastify's, and the rest in full, since the database stays open until the drain is over.
    return503OnClosing: false,
    // Requests the router refuses (a path parameter over its length limit, a malformed URL)
    // get the same error body as every other bad request.
    frameworkErrors: (_error, _request, reply) =>
      (reply as FastifyReply).code(400).send({ error: { code: 'Schema.Invalid' } } satisfies ErrorBody),
  });
  // Fastify's own JSON parser (prototype poisoning refused), behind a nesting limit.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new ApiError(400, 'Schema.Invalid'), undefined);
    return parseJson(request, text, done);
  });
  // PostgreSQL cannot take the NUL character in text: a body, path parameter or query value
  // carrying one is refused as invalid input here, before any query could fail on it.
  // This hook and the next are callbacks, not async: they wait for nothing, and an async hook
  // costs every request a microtask.
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.body) || containsNul(request.params) || containsNul(request.query))
      return done(new ApiError(400, 'Schema.Invalid'));
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate(
    'mailer',
    options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'outbox'), from: config.mailFrom, log: app.log }),
  );

  // External plugins.
  const remotes = remoteOrigins(config);
  const chat = config.supportChatOrigins;
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes, ...chat],
        connectSrc: ["'self'", ...remotes, ...chat],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', ...remotes, ...chat],
        fontSrc: ["'self'", 'data:', ...remotes],
        frameSrc: ["'self'", ...contentFrameSources(config), ...chat],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Off: on plain-HTTP installs (localhost) it would rewrite our own requests to HTTPS.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: () => new ApiError(429, 'Auth.TooManyRequests'),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Compliance dashboard API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // App plugins.
  await app.register(drainPlugin);
  await app.register(errorsPlugin);
  await app.register(sessionPlugin);
  await app.register(csrfPlugin);
  // Before the areas: its request timing hook must see every route's answers.
  await app.register(metricsPlugin);

  // Area modules.
  await app.register(authRoutes);
  await app.register(licenseeRoutes);
  await app.register(licenseeCourseRoutes);
  await app.register(auditLogRoutes);
  await app.register(startupRoutes);
  await app.register(profileRoutes);
  await app.register(membersRoutes);
  await app.register(companyRoutes);
  await app.register(orgStructureRoutes);
  await app.register(memberImportRoutes);
  await app.register(elearningRoutes);
  await app.register(riskAssessmentRoutes);
  await app.register(infopointRoutes);
  await app.register(templatesRoutes);
  await app.register(attentionRoutes);
  await app.register(healthRoutes);

  // The built front end, when there is one (the one-command start serves it too).
  app.decorate('shellPage', null as ((request: FastifyRequest) => Promise<ShellPage>) | null);
  await app.register(frontendRoutes);
  await app.register(fileRoutes);

  // Jobs of the areas, each run once per period across instances (docs/architecture.md).
  await app.register(schedulerPlugin, {
    jobs: [
      elearningDatesJob,
      elearningRemindersJob(config),
      riskAssessmentDatesJob,
      mailQueueJob(app.mailer),
      rateLimitPurgeJob,
      contentGrantPurgeJob,
      packagePurgeJob,
    ],
    tickSeconds: config.schedulerTickSeconds,
    recordRun: (job, outcome) => app.recordJobRun(job, outcome),
  });

  app.addHook('onClose', async () => app.mailer.flush());
  app.addHook('onClose', closeHeavyWork);
  app.addHook('onClose', closePageViews);
  return app;
}
