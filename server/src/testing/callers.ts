/** Test support for the security suite: the five kinds of caller and the resources requests name. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../auth/password.js';
import { SESSION_COOKIE } from '../auth/session.plugin.js';
import { createSession } from '../auth/sessions.db.js';
import { insertUser } from '../users/users.db.js';
import { saveQuestion } from '../chef/chef.db.js';
import { insertContact } from '../contact/contact.db.js';
import type { Db } from '../db/client.js';
import { insertRecipe } from '../recipes/recipes.db.js';
import { insertWebsite } from '../websites/websites.db.js';
import type { Caller, MatrixRequest, Method, Target } from './access-matrix.js';

const PASSWORD = 'secret123';
let sequence = 0;

export interface Callers {
  /** Each call opens a new session, so a route that ends sessions (login, logout) never spoils the next call. */
  cookieFor(caller: Caller): Promise<string | undefined>;
  userIdOf(caller: Exclude<Caller, 'anonymous'>): number;
  /** The cook a caller's requests name: the owner's resources, except the Expired cook names its own. */
  targetFor(caller: Caller): Target;
  /** Sends a matrix request as the caller. */
  send(caller: Caller, method: Method, request: MatrixRequest): Promise<LightMyRequestResponse>;
}

/** Makes the owner (Free), another Free cook, an Expired cook and an Admin straight in the database. */
export async function makeCallers(app: FastifyInstance, db: Db): Promise<Callers> {
  const passwordHash = await hashPassword(PASSWORD);
  const cookWith = async (user_access: 'Free' | 'Admin', user_free_expiry_date = '2999-12-31') => {
    sequence += 1;
    const email = `security${sequence}.${Date.now()}@example.com`;
    const user = await insertUser(db, {
      user_name: 'Cook',
      user_email: email,
      password_hash: passwordHash,
      user_access,
      user_joined_date: '2026-01-01',
      user_free_expiry_date,
    });
    return { userId: user!.user_id, email, password: PASSWORD };
  };
  const ids = {
    owner: (await cookWith('Free')).userId,
    otherCook: (await cookWith('Free')).userId,
    // A Free cook whose 30-day trial is over: Expired (spec 4.1).
    expired: (await cookWith('Free', '2000-01-01')).userId,
    admin: (await cookWith('Admin')).userId,
  };

  const targetOf = (userId: number): Target => ({
    userId,
    recipe: () => insertRecipe(db, { recipe_user_id: userId, recipe_name: 'Private soup', recipe_note: '' }),
    sharedRecipe: () =>
      insertRecipe(db, { recipe_user_id: userId, recipe_name: 'Shared soup', recipe_note: '', recipe_share: 'Yes' }),
    website: async () =>
      (await insertWebsite(db, userId, { url: 'https://example.com/soup', title: 'Soup', note: '' })).id,
    chefQuestion: async () => (await saveQuestion(db, userId, 'Eggs?', 'Seven minutes.')).askchef_id,
    contactMessage: () =>
      insertContact(db, {
        contact_firstname: 'Nia',
        contact_email: 'nia@example.com',
        contact_subject: 'Hello',
        contact_message: 'Lovely app',
        contact_user_id: userId,
        contact_user_name: 'Cook',
      }),
    bystander: () => cookWith('Free'),
  });

  const cookieFor = async (caller: Caller) => {
    if (caller === 'anonymous') return undefined;
    const token = await createSession(db, ids[caller]);
    return `${SESSION_COOKIE}=${encodeURIComponent(app.signCookie(token))}`;
  };

  return {
    cookieFor,
    userIdOf: (caller) => ids[caller],
    targetFor: (caller) => targetOf(caller === 'expired' ? ids.expired : ids.owner),
    async send(caller, method, request) {
      const cookie = await cookieFor(caller);
      const options: InjectOptions = {
        method,
        url: request.url,
        headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      };
      return app.inject(options);
    },
  };
}
