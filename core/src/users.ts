import { z } from 'zod';
import { ACCESS_LEVELS } from './access.js';
import { idSchema } from './ids.js';
import { UserSchema } from './session.js';

const isoDateOrNull = z.string().nullable();

/** GET /getuser/{userId}: a list whose first item is the cook. */
export const GetUserResponseSchema = z.array(UserSchema);

export const UserStatusSchema = z.object({
  user_id: z.number().int(),
  user_access: z.string(),
  user_joined_date: isoDateOrNull,
  user_free_expiry_date: isoDateOrNull,
  user_start_paid_date: isoDateOrNull,
  user_end_paid_date: isoDateOrNull,
  user_lapsed_member: z.boolean(),
  user_expired: z.boolean(),
  /** The status derived on the server (spec 4.1), so every client agrees with the guard. */
  status: z.string(),
  /** The server's calendar day (its TIME_ZONE), by which the status is derived and a plan's days are counted. */
  today: z.string(),
});
export type UserStatus = z.infer<typeof UserStatusSchema>;

export const UserIdParamsSchema = z.object({ userId: idSchema('user') });

export const AccessLevelSchema = z.enum(ACCESS_LEVELS, {
  error: `Access must be one of ${ACCESS_LEVELS.join(', ')}`,
});
