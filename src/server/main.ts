/** Process entry: configuration, database, HTTP server, graceful shutdown. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerType } from '@hono/node-server';
import { createApp } from './app';
import { serveApp } from './http-server';
import { buildDeps, openConfiguredDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { errorFields, log, setLogLevel } from './lib/logger';
import { seedShippedResources } from './features/resources/resources.service';
import { seedShippedRooms } from './features/community/community.service';
import { createAppScheduler } from './scheduler';
import { shippedModel } from './ai/safety/classifier';

function fail(message: string): never {
  process.stderr.write(`\nForget-me-not could not start.\n${message}\n\n`);
  process.exit(1);
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  setLogLevel(config.logLevel);
  // The crisis screen's classifier is part of the product: a build without it must not serve.
  try {
    shippedModel();
  } catch (err) {
    fail(`The crisis-safety model could not be read (${(err as Error).message}). Run \`npm run build\` again.`);
  }

  let database;
  try {
    database = await openConfiguredDatabase(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) fail(err.message);
    fail(`The database could not be opened: ${(err as Error).message}`);
  }
  await seedShippedResources(database.db);
  await seedShippedRooms(database.db);

  // The built server lives in dist/server beside the built web app in dist/web.
  const webDir = fileURLToPath(new URL('../web', import.meta.url));
  const staticDir = existsSync(path.join(webDir, 'build-info.json')) ? webDir : undefined;
  const deps = buildDeps(config, database, { staticDir });
  const app = createApp(deps);
  // Sends due letters and reminders; the first tick also sends what came due while it was stopped.
  const scheduler = createAppScheduler(deps);

  const server: ServerType = serveApp(app, { port: config.port, hostname: config.host }, (info) => {
    log.info('server.listening', {
      url: config.publicUrl,
      port: info.port,
      database: database.kind,
      web: staticDir ? 'built' : 'not built',
    });
    if (config.scheduler.enabled) scheduler.start(config.scheduler.intervalMs);
    if (process.send) process.send({ ready: true, port: info.port });
  });
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE') {
      void database.close().finally(() => fail(`Port ${config.port} is already in use. Set PORT to another port.`));
    } else {
      log.error('server.error', errorFields(err));
    }
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('server.stopping', { signal });
    // Open event streams would hold the close back: they end now, and their clients reconnect.
    app.endStreams();
    // Stop accepting; in-flight requests finish; idle keep-alive sockets close now.
    server.close(async () => {
      try {
        await scheduler.stop();
        await deps.live.close();
        deps.mailer.close();
        await database.close();
        log.info('server.stopped', {});
        process.exit(0);
      } catch (err) {
        log.error('server.stop_failed', errorFields(err));
        process.exit(1);
      }
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      log.warn('server.stop_timeout', {});
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  log.error('server.crashed', errorFields(err));
  process.exit(1);
});
