import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { databaseLocation, openDatabase } from './db/client';

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase(databaseLocation(config));
  await database.migrate();
  const app = await buildApp(config, { database });
  // The database closes after Fastify has drained in-flight requests, so no write is cut short.
  app.addHook('onClose', () => database.close());

  let shuttingDown = false;
  for (const signal of SHUTDOWN_SIGNALS) {
    process.once(signal, () => {
      if (shuttingDown) return;
      shuttingDown = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, url: config.appUrl },
    `Chronodeck is ready on ${config.appUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
