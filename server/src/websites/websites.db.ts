import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Website, WebsiteList } from '@fiz/core/websites';
import { containsPattern } from '../db/contains-pattern.js';
import type { Db } from '../db/client.js';
import { websites } from '../db/schema.js';
import { onlyRow } from '../db/rows.js';

type WebsiteRow = typeof websites.$inferSelect;
export interface WebsiteFields {
  url: string;
  title: string;
  note: string;
}

function toWebsite({ id, url, title, note, created_at }: WebsiteRow): Website {
  return { id, url, title, note, created_at: created_at.toISOString() };
}

export async function insertWebsite(db: Db, userId: number, fields: WebsiteFields): Promise<Website> {
  return toWebsite(
    onlyRow(
      await db
        .insert(websites)
        .values({ user_id: userId, ...fields })
        .returning(),
    ),
  );
}

/** The cook's own bookmarks, newest first; a search matches title, note or address, ignoring case. */
export async function listWebsites(
  db: Db,
  userId: number,
  { search, limit, offset }: { search: string; limit: number; offset: number },
): Promise<WebsiteList> {
  let where: SQL | undefined = eq(websites.user_id, userId);
  if (search) {
    const pattern = containsPattern(search);
    where = and(where, or(ilike(websites.title, pattern), ilike(websites.note, pattern), ilike(websites.url, pattern)));
  }
  const [rows, [counted]] = await Promise.all([
    db.select().from(websites).where(where).orderBy(desc(websites.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(websites).where(where),
  ]);
  return { websites: rows.map(toWebsite), total: counted?.total ?? 0 };
}

/** Undefined when the bookmark is not the cook's own (or does not exist). */
export async function updateWebsite(
  db: Db,
  userId: number,
  id: number,
  fields: Pick<WebsiteFields, 'url'> & Partial<WebsiteFields>,
): Promise<Website | undefined> {
  const [row] = await db
    .update(websites)
    .set(fields)
    .where(and(eq(websites.id, id), eq(websites.user_id, userId)))
    .returning();
  return row && toWebsite(row);
}

export async function deleteWebsite(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(websites)
    .where(and(eq(websites.id, id), eq(websites.user_id, userId)))
    .returning({ id: websites.id });
  return deleted.length > 0;
}
