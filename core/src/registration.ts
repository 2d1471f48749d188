import { z } from 'zod';
import { email, password, personName } from './auth.js';

export const FIRST_NAME_MAX = 50;

const registrationFields = {
  firstname: personName(FIRST_NAME_MAX, {
    required: 'A first name is required',
    tooLong: `A first name is at most ${FIRST_NAME_MAX} characters`,
    // Spec 5's words, for digits and symbols; the spaces, hyphens and apostrophes names have are accepted.
    notAName: 'Alpha characters only',
  }),
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

export const REGISTER_MESSAGES = {
  emailTaken: 'This email is already registered',
  registered: 'Registration successful',
} as const;

export const RegisterResponseSchema = z.object({
  message: z.literal(REGISTER_MESSAGES.registered),
  user_id: z.number().int(),
  user_email: z.string(),
});
