import { z } from 'zod';
import { STATUSES } from './access.js';
import { isIsoDate } from './calendar.js';
import { email, personName } from './auth.js';
import { REGISTER_MESSAGES } from './registration.js';
import { AccessLevelSchema, UserIdParamsSchema } from './users.js';
import { MessageBodySchema } from './errors.js';
import { CountResponseSchema, PageQuerySchema } from './recipe.js';

/** Spec 9: the User Listing shows 10 cooks a page. */
export const USER_LIST_PAGE_SIZE = 10;
export const USER_NAME_MAX = 50;

export const ADMIN_MESSAGES = {
  noSuchUser: 'There is no cook with that id.',
  emailTaken: REGISTER_MESSAGES.emailTaken,
  lastAdminDemoted: 'This is the only Admin. Make another user an Admin first, then change this one.',
  lastAdminDeleted: 'This is the only Admin and cannot be deleted. Make another user an Admin first.',
  userDeleted: 'User deleted',
  paidEndBeforeStart: 'Paid until must be on or after the day the paid period started.',
  trialEndBeforeJoin: 'The free trial end must be on or after the day the cook joined.',
  trialEndNotFree: 'The free trial end can be set only for a Free cook.',
  paidUntilNotMember: 'Paid until can be set only for a Member.',
} as const;

/** GET /api/countusers, /countpaidmembers, /countfreemembers, /countlapsedmembers: a list whose first item has count. */
export const UserCountResponseSchema = z.array(CountResponseSchema);
export type UserCountResponse = z.infer<typeof UserCountResponseSchema>;

/** GET /api/userlist?limit=&offset=: limit 1 to 100 (10 unless given), offset 0 or more. */
/** The User Listing's search: part of a name or an email, or a user id. */
export const USER_SEARCH_MAX = 100;

export const UserListQuerySchema = PageQuerySchema.extend({
  search: z
    .string()
    .max(USER_SEARCH_MAX, { error: `The search can be at most ${USER_SEARCH_MAX} characters` })
    .default('')
    .transform((text) => text.trim()),
});
export type UserListQuery = z.input<typeof UserListQuerySchema>;

const isoDateOrNull = z.string().nullable();

/** One row of the User Listing (spec 2.3): never the password hash. */
export const AdminUserSchema = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  /** Derived on the server today (spec 4.1). */
  status: z.enum(STATUSES),
  user_access: z.string(),
  user_joined_date: z.string(),
  user_free_expiry_date: isoDateOrNull,
  user_start_paid_date: isoDateOrNull,
  user_end_paid_date: isoDateOrNull,
  user_lapsed_member: z.boolean(),
  user_expired: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** Spec 3 User list response: newest cooks first. */
export const UserListResponseSchema = z.object({ users: z.array(AdminUserSchema), total: z.number().int() });
export type UserListResponse = z.infer<typeof UserListResponseSchema>;

/** POST /api/updateuser/{id} and DELETE /api/deleteuser/{id}. */
export const AdminUserIdParamsSchema = z.object({ id: UserIdParamsSchema.shape.userId });

/** A day the Admin may set (YYYY-MM-DD, a real date); '' is a field left empty, which changes nothing. */
const adminDay = (label: string) =>
  z
    .union([z.literal(''), z.string().refine(isIsoDate, { error: `${label} must be a date written YYYY-MM-DD` })])
    .optional();

/** The User Details form: a person's name, an email no other cook has, and an access level. */
export const UpdateUserBodySchema = z
  .object({
    user_name: personName(USER_NAME_MAX, {
      required: 'A name is required',
      tooLong: `A name is at most ${USER_NAME_MAX} characters`,
      notAName: 'A name may hold letters, spaces, hyphens and apostrophes only',
    }),
    user_email: email('Enter a valid email'),
    user_access: AccessLevelSchema,
    /** A Member whose paid year has ended stays Expired, whatever else is saved, unless this starts a new year. */
    start_paid_year: z.boolean({ error: 'start_paid_year must be true or false' }).optional(),
    /** A new last day of the free trial (a trial extended as a favour, say); empty or absent leaves it. */
    user_free_expiry_date: adminDay('The free trial end'),
    /** A new last paid day, which wins over the year a change to Member would give; empty or absent leaves it. */
    user_end_paid_date: adminDay('Paid until'),
  })
  .superRefine(({ user_access, user_free_expiry_date, user_end_paid_date }, context) => {
    // A day belongs to the plan it ends: a Free cook given a paid end would seem to have paid.
    if (user_free_expiry_date && user_access !== 'Free') {
      context.addIssue({ code: 'custom', path: ['user_free_expiry_date'], message: ADMIN_MESSAGES.trialEndNotFree });
    }
    if (user_end_paid_date && user_access !== 'Member') {
      context.addIssue({ code: 'custom', path: ['user_end_paid_date'], message: ADMIN_MESSAGES.paidUntilNotMember });
    }
  });
export type UpdateUserBody = z.input<typeof UpdateUserBodySchema>;

export const DeleteUserResponseSchema = MessageBodySchema;
