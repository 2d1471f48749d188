import type { Db } from '../db/client.js';
import { updateUserByEmail } from '../users/users.db.js';

/** The account whose email is ADMIN_EMAIL is an Admin, whenever it registered. */
export async function promoteAdminEmail(db: Db, adminEmail: string): Promise<void> {
  await updateUserByEmail(db, adminEmail, { user_access: 'Admin' });
}
