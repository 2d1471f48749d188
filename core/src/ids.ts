import { z } from 'zod';

/** Row ids are 32-bit serials: a larger number names no row, and must be refused before it reaches a query. */
export const MAX_ID = 2_147_483_647;

/** A row id from a path, query or body, with messages that name what it identifies ('recipe', 'user' …). */
export function idSchema(what: string) {
  return z.coerce
    .number({ error: `The ${what} id must be a number` })
    .int({ error: `The ${what} id must be a whole number` })
    .positive({ error: `The ${what} id must be a positive number` })
    .max(MAX_ID, { error: `There is no ${what} with that id` });
}
