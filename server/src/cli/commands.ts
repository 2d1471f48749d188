import { parseArgs } from 'node:util';
import { ACCESS_LEVELS, deriveStatus } from '@fiz/core/access';
import { isIsoDate, todayIn } from '@fiz/core/calendar';
import { findUserByEmail, updateUserByEmail, type UserRow } from '../users/users.db.js';
import { BackupError } from '../backup/archive-format.js';
import { exportArchive } from '../backup/export-archive.js';
import { importArchive } from '../backup/import-archive.js';
import type { Db } from '../db/client.js';
import type { ImageStorage } from '../images/storage.js';

export const USAGE = `Fiz operator commands

  npm run fiz -- user:access <email> <${ACCESS_LEVELS.join('|')}>
  npm run fiz -- user:dates <email> [--free-expiry YYYY-MM-DD] [--paid-start YYYY-MM-DD] [--paid-end YYYY-MM-DD]

  npm run fiz -- export <file.tar.gz>    every table and photo into one archive
  npm run fiz -- import <file.tar.gz>    restore an archive into an empty database

A date given as "none" clears it. With the embedded database, stop the server first.`;

export class UsageError extends Error {}

export interface CommandResult {
  code: number;
  output: string;
}

type Command = (db: Db, args: string[]) => Promise<{ email: string; user: UserRow | undefined }>;

function parseDate(value: string | undefined, flag: string): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'none') return null;
  if (!isIsoDate(value)) throw new UsageError(`--${flag} must be a date as YYYY-MM-DD, or none`);
  return value;
}

const COMMANDS: Record<string, Command> = {
  'user:access': async (db, args) => {
    const [email, level] = args;
    const access = ACCESS_LEVELS.find((candidate) => candidate.toLowerCase() === level?.toLowerCase());
    if (!email || !access) throw new UsageError(`user:access needs an email and one of ${ACCESS_LEVELS.join(', ')}`);
    return { email, user: await updateUserByEmail(db, email, { user_access: access }) };
  },
  'user:dates': async (db, args) => {
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
    // The paid window as it will be, the dates not given staying as stored.
    const stored = await findUserByEmail(db, email);
    const start =
      changes.user_start_paid_date === undefined ? stored?.user_start_paid_date : changes.user_start_paid_date;
    const end = changes.user_end_paid_date === undefined ? stored?.user_end_paid_date : changes.user_end_paid_date;
    if (start && end && end < start) {
      throw new UsageError(`the paid end (${end}) is before the paid start (${start})`);
    }
    return { email, user: await updateUserByEmail(db, email, given) };
  },
};

type BackupCommand = (db: Db, storage: ImageStorage, file: string) => Promise<string>;

const BACKUP_COMMANDS: Record<string, BackupCommand> = {
  export: async (db, storage, file) => {
    const done = await exportArchive(db, storage, file);
    return `Exported ${done.rows} rows from ${done.tables} tables and ${done.images} images to ${file}.`;
  },
  import: async (db, storage, file) => {
    const done = await importArchive(db, storage, file);
    return `Imported ${done.rows} rows into ${done.tables} tables and ${done.images} images from ${file}.`;
  },
};

/** A command's own name only: `toString` or `constructor`, which every object inherits, name no command. */
const own = <Command>(commands: Record<string, Command>, name: string): Command | undefined =>
  Object.hasOwn(commands, name) ? commands[name] : undefined;

export function isCommand(name: string | undefined): boolean {
  return name !== undefined && (own(COMMANDS, name) ?? own(BACKUP_COMMANDS, name)) !== undefined;
}

/**
 * Runs one operator command: a cook's account command says what the account looks like afterwards; export
 * and import (which need the photo storage) say what they copied.
 */
export async function runCommand(
  db: Db,
  timeZone: string,
  [name = '', ...args]: string[],
  storage?: ImageStorage,
): Promise<CommandResult> {
  try {
    const backup = own(BACKUP_COMMANDS, name);
    if (backup) {
      const [file, ...more] = args;
      if (file === undefined || more.length > 0) throw new UsageError(`${name} needs one archive file name`);
      if (!storage) throw new Error(`${name} needs the image storage`);
      return { code: 0, output: await backup(db, storage, file) };
    }
    const command = own(COMMANDS, name);
    if (!command) return { code: name ? 2 : 0, output: USAGE };
    const { email, user } = await command(db, args);
    if (!user) return { code: 1, output: `No cook is registered with the email ${email}.` };
    const status = deriveStatus(user, todayIn(timeZone));
    return {
      code: 0,
      output:
        `${user.user_email}: access ${user.user_access}, free expiry ${user.user_free_expiry_date ?? 'none'}, ` +
        `paid ${user.user_start_paid_date ?? 'none'} to ${user.user_end_paid_date ?? 'none'}; status today ${status}`,
    };
  } catch (error) {
    if (error instanceof BackupError) return { code: 1, output: error.message };
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      return { code: 2, output: `${(error as Error).message}\n\n${USAGE}` };
    }
    throw error;
  }
}
