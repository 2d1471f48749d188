import { z } from 'zod';
import { ACCESS_LEVELS } from './access.js';
import { idSchema } from './ids.js';

/** Spec 5 and 9: 6+ characters, letters and digits only, at least one of each. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,128}$/;
const EMAIL_MAX = 254;

/** Text that must hold something once trimmed; the message says what is missing. */
export const requiredText = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, { error: requiredMessage });

/** A required email address, checked for shape; the invalid message is the form's own. */
export const email = (invalidMessage: string) =>
  requiredText('Email is required')
    .max(EMAIL_MAX, { error: `Email must be at most ${EMAIL_MAX} characters` })
    .pipe(z.email({ error: invalidMessage }));

const password = (ruleMessage: string) =>
  z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).regex(PASSWORD_PATTERN, {
    error: ruleMessage,
  });

export const LoginBodySchema = z.object({
  email: email('Please enter a valid email'),
  password: password('Password must be at least 6 characters and include one number'),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const FIRST_NAME_MAX = 50;

const registrationFields = {
  firstname: requiredText('A first name is required')
    .max(FIRST_NAME_MAX, { error: `A first name is at most ${FIRST_NAME_MAX} characters` })
    .regex(/^\p{L}+$/u, { error: 'Alpha characters only' }),
  email: email('Enter a valid email'),
  password: password('At least 6 characters, include one number'),
};

export const RegisterBodySchema = z.object(registrationFields);
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** The register form adds the repeat field, checked only in the browser. */
export const RegisterFormSchema = z
  .object({
    ...registrationFields,
    repeatPassword: z
      .string({ error: 'Confirmation password is required' })
      .min(1, { error: 'Confirmation password is required' }),
  })
  .refine((form) => form.password === form.repeatPassword, {
    error: 'Passwords do not match',
    path: ['repeatPassword'],
  });
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

export const LOGIN_MESSAGES = {
  emailNotFound: 'email not found',
  incorrectPassword: 'Incorrect password',
  loggedIn: 'loggedin',
} as const;

export const REGISTER_MESSAGES = {
  emailTaken: 'This email is already registered',
  registered: 'Registration successful',
} as const;

export const LoginResponseSchema = z.object({
  message: z.literal(LOGIN_MESSAGES.loggedIn),
  user_id: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  status: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RegisterResponseSchema = z.object({
  message: z.literal(REGISTER_MESSAGES.registered),
  user_id: z.number().int(),
  user_email: z.string(),
});

const isoDateOrNull = z.string().nullable();

export const UserSchema = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  user_access: z.string(),
});
export type User = z.infer<typeof UserSchema>;

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
});
export type UserStatus = z.infer<typeof UserStatusSchema>;

/** The session call the app makes on load. */
export const SessionResponseSchema = z.object({
  user: UserSchema.extend({ status: z.string() }).nullable(),
});
export type SessionUser = NonNullable<z.infer<typeof SessionResponseSchema>['user']>;

export const UserIdParamsSchema = z.object({ userId: idSchema('user') });

export const AccessLevelSchema = z.enum(ACCESS_LEVELS, {
  error: `Access must be one of ${ACCESS_LEVELS.join(', ')}`,
});
