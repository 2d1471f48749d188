import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';

let sequence = 0;

export interface TestCook {
  user_id: number;
  email: string;
  password: string;
  name: string;
  /** The Cookie header that carries this cook's session. */
  cookie: string;
}

/** The Cookie header for the session a response set. */
export function sessionCookieFrom(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'fiz_session');
  if (!cookie) throw new Error('the response set no session cookie');
  return `fiz_session=${cookie.value}`;
}

export async function registerCook(app: FastifyInstance, name = 'Ada') {
  sequence += 1;
  const email = `cook${sequence}.${Date.now()}@example.com`;
  const password = 'secret123';
  const response = await app.inject({
    method: 'POST',
    url: '/api/userregistration',
    payload: { firstname: name, email, password },
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  return { email, password, name, user_id: response.json<{ user_id: number }>().user_id };
}

/** Registers a cook through the API, optionally sets their access and dates, and signs them in. */
export async function signedInCook(
  app: FastifyInstance,
  db: Db,
  changes: Partial<typeof users.$inferInsert> = {},
  name = 'Ada',
): Promise<TestCook> {
  const cook = await registerCook(app, name);
  if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.user_id, cook.user_id));
  const login = await app.inject({
    method: 'POST',
    url: '/api/userlogin',
    payload: { email: cook.email, password: cook.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { ...cook, cookie: sessionCookieFrom(login) };
}
