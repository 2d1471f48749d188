import { z } from 'zod';

/**
 * A Fiz backup is one .tar.gz: manifest.json, tables/<table>.jsonl (one row per line, as PostgreSQL's
 * to_jsonb writes it) and images/<storage key> (every photo's bytes).
 */
export const ARCHIVE_FORMAT = 'fiz-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const TABLES_DIR = 'tables';
export const IMAGES_DIR = 'images';

export const tableFile = (table: string) => `${TABLES_DIR}/${table}.jsonl`;

export const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().positive(),
  createdAt: z.string(),
  tables: z.array(z.object({ name: z.string().min(1), columns: z.array(z.string().min(1)), rows: z.number().int() })),
  images: z.number().int(),
});

export type Manifest = z.infer<typeof ManifestSchema>;

/** A problem with the archive or the target that the operator can fix; its message says how. */
export class BackupError extends Error {}

/** Image keys are relative paths of plain segments; anything else could write outside the target. */
export const isSafeImageKey = (key: string) =>
  key.length > 0 && key.split('/').every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && !/^\.+$/.test(segment));
