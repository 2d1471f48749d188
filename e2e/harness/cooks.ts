import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

export interface E2eCook {
  name: string;
  email: string;
  password: string;
}

export function newCook(name = 'Maria'): E2eCook {
  return { name, email: `${name.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`, password: 'tomato7' };
}

/** Registers a cook through the API, for tests whose subject is not registration itself. */
export async function registerCook(cook: E2eCook = newCook()): Promise<E2eCook> {
  const response = await fetch(`${inject('baseUrl')}/api/userregistration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstname: cook.name, email: cook.email, password: cook.password }),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${await response.text()}`);
  return cook;
}

/** Sets a cook's access and dates, as an operator would with `npm run fiz -- user:…`. */
export async function updateCook(email: string, changes: Record<string, string | null>): Promise<void> {
  const response = await fetch(inject('harnessUrl'), { method: 'POST', body: JSON.stringify({ email, changes }) });
  if (response.status !== 204) throw new Error(`could not update ${email}`);
}

export const EXPIRED = { user_access: 'Free', user_free_expiry_date: '2020-01-01' };
/** A paid membership that runs for decades. */
export const MEMBER = { user_access: 'Member', user_start_paid_date: '2026-01-01', user_end_paid_date: '2099-01-01' };

/** A fresh Admin, so admin tests never share (or race for) one account. */
export async function registerAdmin(cook: E2eCook = newCook('Ada')): Promise<E2eCook> {
  await registerCook(cook);
  await updateCook(cook.email, { user_access: 'Admin' });
  return cook;
}
