import { build, loggerOptions } from './app';
import { loadConfig } from './config';
import { openDatabase } from './database';
import { buildContentServer } from './modules/elearning/content-origin';
import { warmPageViews } from './modules/frontend/page-views';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isEmpty, seedDemo } from './seed/demo';

/** Starts the server: database, migrations, demo data on a fresh embedded database, then listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { db, embedded, release } = await openDatabase(config);
  let seeded = false;
  // The demo is for the embedded default only; a production database gets its tenants from the CLI.
  if (embedded && (await isEmpty(db))) {
    await seedDemo(db);
    seeded = true;
  }
  // The content origin listens first: with CONTENT_PORT=0 its port is known only then, and the
  // app's pages name it in their policy.
  // One logger for both listeners: one pretty stream on a terminal, not two.
  const logger = await loggerOptions(config);
  const content = await buildContentServer({ config, db, logger });
  await content.listen({ port: config.contentPort, host: config.host });
  const address = content.server.address();
  if (typeof address === 'object' && address) config.contentPort = address.port;
  const app = await build({ config, db, logger });

  // The first SIGTERM or SIGINT drains (docs/operations.md, "Health probes"): readiness answers
  // 503 at once, no new connection is accepted, the requests under way finish (for the grace at
  // most), then the app's jobs and scheduler, the content server and the database close. A
  // second signal is someone who will not wait: the process exits at once.
  let draining = false;
  const drain = async (signal: NodeJS.Signals): Promise<void> => {
    if (draining) {
      app.log.warn(`${signal} again: exiting without waiting for the drain`);
      process.exit(1);
    }
    draining = true;
    app.log.info(`${signal}: draining, up to ${config.shutdownGraceSeconds} s for the requests under way`);
    // Past the grace, what still runs is cut off, so that the database closes all the same.
    const graceOver = setTimeout(() => {
      app.log.warn('shutdown grace over: closing the connections still open');
      app.server.closeAllConnections();
      content.server.closeAllConnections();
    }, config.shutdownGraceSeconds * 1000);
    try {
      // Both stop taking connections at once and drain side by side.
      await Promise.all([app.close(), content.close()]);
      clearTimeout(graceOver);
      await db.close();
      release();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void drain(signal));
  process.on('SIGTERM', (signal) => void drain(signal));

  await app.listen({ port: config.port, host: config.host });
  // In the background: the first member's page is then drawn by a thread that has its bundles.
  void warmPageViews(app).catch((error: unknown) => app.log.warn({ err: error }, 'page-view threads not warmed'));
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `Compliance dashboard is running at ${url}`,
    `API documentation: ${url}/api/docs`,
    `Course content: port ${config.contentPort}${config.contentOrigin ? ` (${config.contentOrigin})` : ''}`,
    `Database: ${embedded ? `embedded PGlite in ${config.dataDir}/pglite${seeded ? ' (demo data created)' : ''}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (embedded) {
    lines.push(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) {
      lines.push(
        account.client
          ? `  company ID ${account.client.padEnd(5)} user ${account.username.padEnd(11)} (${account.role})`
          : account.role === 'user'
            ? `  support login      user ${account.username.padEnd(11)} (customer advisor; company ID demo or acme)`
            : `  back office        user ${account.username.padEnd(11)} (${account.role})`,
      );
    }
    lines.push(`Password-reset mails are written to ${config.smtpUrl ? 'SMTP' : `${config.dataDir}/outbox`}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
