import 'dotenv/config';
import { buildApp } from './app.js';
import { configFromEnv } from './config.js';
import { DatabaseInUse } from './db/data-dir-lock.js';
import { openMigratedDatabase } from './open-database.js';
import { ConfigError, parseEnv } from './env.js';
import { storageFromConfig } from './images/storage-from-config.js';
import { WEB_DIST_DIR } from './paths.js';

async function main(): Promise<void> {
  const config = configFromEnv(parseEnv(process.env), WEB_DIST_DIR);
  const database = await openMigratedDatabase(config);
  // Without S3 the app serves photos from DATA_DIR/images itself, as static files.
  const app = await buildApp({ config, db: database.db, storage: config.s3 ? storageFromConfig(config) : undefined });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    // close() stops accepting connections and waits for requests in flight before the database goes.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, url: config.publicUrl },
    `Fiz is ready at ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUse) console.error(error.message);
  else console.error('Fiz could not start:', error);
  process.exit(1);
});
