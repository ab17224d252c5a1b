import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './platform/config';
import { DataDirLockedError, lockDataDir } from './platform/data-dir-lock';
import { openDatabase } from './platform/database';
import { createGracefulStop } from './platform/graceful-stop';
import { instanceSettingsOf, registerInstance } from './platform/instance-registry';
import { postgresPool } from './platform/scheduler';
import { loggerOptions } from './platform/terminal-log';

function describeSmsDelivery(config: Config): string {
  switch (config.sms.provider) {
    case 'console':
      return 'Sign-in codes are printed in this terminal.';
    case 'outbox':
      return `Sign-in codes are written to ${config.sms.outboxFile}.`;
    case 'twilio':
      return 'Sign-in codes are sent by SMS through Twilio.';
    case 'webhook':
      return `Sign-in codes are posted to ${config.sms.url}.`;
  }
}

async function main() {
  const config = loadConfig();
  // PGlite keeps its files in DATA_DIR and must be the only writer there.
  const releaseLock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  ).catch((error: unknown) => {
    releaseLock();
    throw error;
  });
  const app = await buildApp({ config, database, logger: loggerOptions(config.logLevel) });
  const pool = postgresPool(database);
  const registration = pool
    ? await registerInstance(pool, instanceSettingsOf(config), app.log).catch(
        async (error: unknown) => {
          await app.close();
          await database.close();
          throw error;
        },
      )
    : null;

  const stop = createGracefulStop({
    app,
    drainDelayMs: config.shutdown.drainDelayMs,
    graceMs: config.shutdown.graceMs,
    release: async () => {
      await registration?.stop();
      await database.close();
    },
    exit: (code) => {
      releaseLock();
      process.exit(code);
    },
  });
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  console.log(
    `\nGroundwork is running at ${url} (data: ${where}).\n${describeSmsDelivery(config)}\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Groundwork could not start:', error);
  }
  process.exit(1);
});
