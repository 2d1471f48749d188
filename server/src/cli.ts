import 'dotenv/config';
import { parseArgs } from 'node:util';
import { ACCESS_LEVELS, deriveStatus, type AccessLevel } from '@fiz/core/access';
import { isIsoDate, todayIn } from '@fiz/core/calendar';
import { updateUserByEmail, type UserRow } from './auth/users.db.js';
import { configFromEnv, type Config } from './config.js';
import type { Db } from './db/client.js';
import { openMigratedDatabase } from './db/open.js';
import { ConfigError, parseEnv } from './env.js';

const USAGE = `Fiz operator commands

  npm run fiz -- user:access <email> <${ACCESS_LEVELS.join('|')}>
  npm run fiz -- user:dates <email> [--free-expiry YYYY-MM-DD] [--paid-start YYYY-MM-DD] [--paid-end YYYY-MM-DD]

A date given as "none" clears it. With the embedded database, stop the server first.`;

class UsageError extends Error {}

type Command = (db: Db, config: Config, args: string[]) => Promise<UserRow | undefined>;

function parseDate(value: string | undefined, flag: string): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'none') return null;
  if (!isIsoDate(value)) throw new UsageError(`--${flag} must be a date as YYYY-MM-DD, or none`);
  return value;
}

const commands: Record<string, Command> = {
  'user:access': async (db, _config, args) => {
    const [email, level] = args;
    const access = ACCESS_LEVELS.find((candidate) => candidate.toLowerCase() === level?.toLowerCase());
    if (!email || !access) throw new UsageError('user:access needs an email and one of ' + ACCESS_LEVELS.join(', '));
    return updateUserByEmail(db, email, { user_access: access satisfies AccessLevel });
  },
  'user:dates': async (db, _config, args) => {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        'free-expiry': { type: 'string' },
        'paid-start': { type: 'string' },
        'paid-end': { type: 'string' },
      },
    });
    const [email] = positionals;
    if (!email) throw new UsageError('user:dates needs an email');
    const changes = {
      user_free_expiry_date: parseDate(values['free-expiry'], 'free-expiry'),
      user_start_paid_date: parseDate(values['paid-start'], 'paid-start'),
      user_end_paid_date: parseDate(values['paid-end'], 'paid-end'),
    };
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if (Object.keys(given).length === 0) throw new UsageError('user:dates needs at least one date option');
    return updateUserByEmail(db, email, given);
  },
};

async function run(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.log(USAGE);
    return name ? 2 : 0;
  }
  const config = configFromEnv(parseEnv(process.env), null);
  const database = await openMigratedDatabase(config);
  try {
    const user = await command(database.db, config, args);
    if (!user) {
      console.error(`No cook is registered with the email ${args[0]}.`);
      return 1;
    }
    const status = deriveStatus(user, todayIn(config.timeZone));
    console.log(
      `${user.user_email}: access ${user.user_access}, free expiry ${user.user_free_expiry_date ?? 'none'}, ` +
        `paid ${user.user_start_paid_date ?? 'none'} to ${user.user_end_paid_date ?? 'none'}; status today ${status}`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError) console.error(`${error.message}\n\n${USAGE}`);
    else console.error('The command failed:', error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
