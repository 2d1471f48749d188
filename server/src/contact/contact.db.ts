import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ContactFilter, ContactMessage, EmailCounts } from '@fiz/core/contact';
import type { Db } from '../db/client.js';
import { contacts } from '../db/schema.js';
import { onlyRow } from '../db/rows.js';

type ContactRow = typeof contacts.$inferSelect;

function toContactMessage(row: ContactRow): ContactMessage {
  return {
    ...row,
    contact_date: row.contact_date.toISOString(),
    contact_reply_date: row.contact_reply_date?.toISOString() ?? null,
  };
}

const FILTERS = {
  new: isNull(contacts.contact_reply_date),
  old: isNotNull(contacts.contact_reply_date),
  all: undefined,
} satisfies Record<ContactFilter, unknown>;

export async function insertContact(db: Db, values: typeof contacts.$inferInsert): Promise<number> {
  return onlyRow(await db.insert(contacts).values(values).returning({ id: contacts.contact_id })).id;
}

/** Newest first. */
export async function listContacts(db: Db, filter: ContactFilter): Promise<ContactMessage[]> {
  const rows = await db.select().from(contacts).where(FILTERS[filter]).orderBy(desc(contacts.contact_id));
  return rows.map(toContactMessage);
}

/** Marks a message responded (now, or keeps the first time it was); undefined when there is no such message. */
export async function markResponded(db: Db, contactId: number, now = new Date()): Promise<ContactMessage | undefined> {
  const [current] = await db.select().from(contacts).where(eq(contacts.contact_id, contactId));
  if (!current) return undefined;
  if (current.contact_reply_date) return toContactMessage(current);
  const [row] = await db
    .update(contacts)
    .set({ contact_reply_date: now })
    .where(eq(contacts.contact_id, contactId))
    .returning();
  return row && toContactMessage(row);
}

export async function deleteContact(db: Db, contactId: number): Promise<boolean> {
  const deleted = await db
    .delete(contacts)
    .where(eq(contacts.contact_id, contactId))
    .returning({ id: contacts.contact_id });
  return deleted.length > 0;
}

export async function emailCounts(db: Db): Promise<EmailCounts> {
  const [row] = await db.select({ all: count(), answered: count(contacts.contact_reply_date) }).from(contacts);
  const all = row?.all ?? 0;
  const answered = row?.answered ?? 0;
  return { newemails: all - answered, oldemails: answered, allemails: all };
}
