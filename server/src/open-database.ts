import { join } from 'node:path';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { promoteAdminEmail } from './auth/admin-email.js';

/** Opens the configured database, brings its schema up to date and applies ADMIN_EMAIL. */
export async function openMigratedDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  try {
    await migrateDatabase(database);
    if (config.adminEmail) await promoteAdminEmail(database.db, config.adminEmail);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
