import { z } from 'zod';

// The login form's schemas: registration.ts, users.ts and session.ts hold the others, so the login page builds only
// these.

/** Spec 5 and 9: 6+ characters, letters and digits only, at least one of each. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,}$/;
/** Beyond the spec: a bound on what is hashed, with its own message, as the rule's message would not explain it. */
export const PASSWORD_MAX = 128;
const EMAIL_MAX = 254;

/**
 * A person's name, as people have them: words of letters, with the marks some scripts write vowels and accents
 * with (Hindi, Tamil, an e typed with a separate accent), joined by one space, hyphen or apostrophe (Mary Jo,
 * Anne-Marie, O'Brien, D’Angelo). It starts with a letter and ends with one; digits and other symbols are refused.
 */
const PERSON_NAME = /^\p{L}\p{M}*(?:[ '’‐-]?\p{L}\p{M}*)*$/u;

/** The same name typed either way (ë as one character, or e and an accent) is kept as the same text. */
const composed = (text: string) => text.normalize('NFC');

/**
 * A string whose absence has its own message. Any other type (42, true, a list) keeps zod's own issue, which the
 * server words as "{field} must be text", so a client sending a number is not told the field is missing.
 */
export const requiredString = (requiredMessage: string) =>
  z.string({ error: (issue) => (issue.input == null ? requiredMessage : undefined) });

/**
 * Text that must hold something once trimmed; the message says what is missing, and no rule about its letters or
 * length is reported beside it.
 */
export const requiredText = (requiredMessage: string) =>
  requiredString(requiredMessage).trim().min(1, { error: requiredMessage, abort: true });

/**
 * A required person's name (PERSON_NAME) of at most `max` characters, each form with its own words. Spaces typed
 * twice between words are one; the same name typed either way is kept as the same text.
 */
export const personName = (max: number, messages: { required: string; tooLong: string; notAName: string }) =>
  requiredText(messages.required)
    .max(max, { error: messages.tooLong })
    .overwrite((text) => text.replace(/\s+/g, ' '))
    .regex(PERSON_NAME, { error: messages.notAName })
    .overwrite(composed);

/** A required email address, checked for shape; the invalid message is the form's own. */
export const email = (invalidMessage: string) =>
  requiredText('Email is required')
    .max(EMAIL_MAX, { error: `Email must be at most ${EMAIL_MAX} characters` })
    .pipe(z.email({ error: invalidMessage }));

export const password = (ruleMessage: string) =>
  requiredString('Password is required')
    .min(1, { error: 'Password is required', abort: true })
    .max(PASSWORD_MAX, { error: `A password is at most ${PASSWORD_MAX} characters` })
    .regex(PASSWORD_PATTERN, { error: ruleMessage });

export const LoginBodySchema = z.object({
  email: email('Please enter a valid email'),
  password: password('Password must be at least 6 characters and include one number'),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LOGIN_MESSAGES = {
  emailNotFound: 'email not found',
  incorrectPassword: 'Incorrect password',
  loggedIn: 'loggedin',
} as const;

export const LoginResponseSchema = z.object({
  message: z.literal(LOGIN_MESSAGES.loggedIn),
  user_id: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  status: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
