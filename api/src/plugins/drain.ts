import fp from 'fastify-plugin';

/** How often, while the server drains, connections that have finished their answer are closed. */
const IDLE_REAP_MS = 50;

/**
 * What closing the app means for its connections (docs/operations.md, "Health probes"): from the
 * moment `close()` begins, `shuttingDown` is true, so readiness answers 503 at once; Fastify
 * stops accepting connections and closes the idle ones, and the requests under way finish. A
 * connection whose answer ends later would otherwise stay open for the keep-alive timeout (Node
 * closes idle connections only once, when the close begins) and hold the close that long, so
 * every connection that falls idle during the drain is closed too.
 */
export const drainPlugin = fp(async (app) => {
  app.decorate('shuttingDown', false);
  let reaper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    app.shuttingDown = true;
    reaper = setInterval(() => app.server.closeIdleConnections(), IDLE_REAP_MS);
    reaper.unref();
  });
  app.addHook('onClose', async () => clearInterval(reaper));
});
