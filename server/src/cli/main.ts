import 'dotenv/config';
import { configFromEnv } from '../config.js';
import { DatabaseInUse } from '../db/data-dir-lock.js';
import { openMigratedDatabase } from '../open-database.js';
import { ConfigError, parseEnv } from '../env.js';
import { storageFromConfig } from '../images/storage-from-config.js';
import { isCommand, runCommand, USAGE } from './commands.js';

async function main(argv: string[]): Promise<number> {
  // Usage needs no database, so it does not open one.
  if (!isCommand(argv[0])) return print(USAGE, argv[0] ? 2 : 0);
  const config = configFromEnv(parseEnv(process.env), null);
  const database = await openMigratedDatabase(config);
  try {
    const result = await runCommand(database.db, config.timeZone, argv, storageFromConfig(config));
    return print(result.output, result.code);
  } finally {
    await database.close();
  }
}

function print(output: string, code: number): number {
  (code === 0 ? console.log : console.error)(output);
  return code;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DatabaseInUse;
    console.error(known ? error.message : `The command failed: ${String(error)}`);
    process.exit(1);
  },
);
