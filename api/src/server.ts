import { build } from './app';
import { loadConfig } from './config';
import { openDatabase } from './database';
import { buildContentServer } from './modules/elearning/content-origin';
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
  const content = await buildContentServer({ config, db });
  await content.listen({ port: config.contentPort, host: config.host });
  const address = content.server.address();
  if (typeof address === 'object' && address) config.contentPort = address.port;
  const app = await build({ config, db });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await content.close();
    await db.close();
    release();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
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
          : `  support login      user ${account.username.padEnd(11)} (customer advisor; company ID demo or acme)`,
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
