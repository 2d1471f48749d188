import { z } from 'zod';

// Apart from the forms' schemas in auth.ts: the web app reads the session on every load, and building only these
// few schemas keeps its startup short.

/** A cook as the API describes one. */
export const UserSchema = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  user_access: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** The session call the app makes on load. */
export const SessionResponseSchema = z.object({
  user: UserSchema.extend({ status: z.string() }).nullable(),
});
export type SessionUser = NonNullable<z.infer<typeof SessionResponseSchema>['user']>;
