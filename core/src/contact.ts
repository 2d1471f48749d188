import { z } from 'zod';
import { email, requiredText } from './auth.js';
import { MessageBodySchema } from './errors.js';
import { idSchema } from './ids.js';

/** Spec 8 and 9: the Contact Us feedback line, cleared after 3 s with the form reset. */
export const CONTACT_FEEDBACK = {
  sent: 'Thank you! Message has been sent',
  failed: 'Oops! Something went wrong.',
  clearAfterMs: 3000,
} as const;

export const CONTACT_LIMITS = { name: 50, subject: 150, message: 5000 } as const;

const bounded = (field: string, max: number) =>
  requiredText(`${field} is required`).max(max, { error: `${field} must be at most ${max} characters` });

const contactFields = {
  email: email('Please enter a valid email'),
  subject: bounded('Subject', CONTACT_LIMITS.subject),
  message: bounded('Message', CONTACT_LIMITS.message),
};

/** POST /api/emailfromcontact (spec 3 Contact message): stored for the Admin's Email Listing. */
export const ContactMessageBodySchema = z.object({
  firstname: bounded('First name', CONTACT_LIMITS.name),
  ...contactFields,
  UserId: idSchema('user').optional(),
  UserName: z.string().max(CONTACT_LIMITS.name).optional(),
});
export type ContactMessageBody = z.input<typeof ContactMessageBodySchema>;

/** POST /api/contact/sendcontactemail: the same message, mailed to the owner. */
export const ContactMailBodySchema = z.object({ name: bounded('Name', CONTACT_LIMITS.name), ...contactFields });
export type ContactMailBody = z.input<typeof ContactMailBodySchema>;

export const ContactAcceptedSchema = MessageBodySchema;

/** Spec 4.8: new (not yet responded), old (responded) or all. */
export const CONTACT_FILTERS = ['new', 'old', 'all'] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];
export const ContactFilterParamsSchema = z.object({
  filter: z.enum(CONTACT_FILTERS, { error: 'The filter must be new, old or all' }),
});
export const ContactIdParamsSchema = z.object({
  contactId: idSchema('message'),
});

export const ContactMessageSchema = z.object({
  contact_id: z.number().int(),
  contact_firstname: z.string(),
  contact_email: z.string(),
  contact_subject: z.string(),
  contact_message: z.string(),
  contact_user_id: z.number().int().nullable(),
  contact_user_name: z.string(),
  /** ISO timestamps: received, and responded (null while new). */
  contact_date: z.string(),
  contact_reply_date: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export const ContactMessageListSchema = z.array(ContactMessageSchema);

/** Spec 3 Email counts. */
export const EmailCountsSchema = z.object({
  newemails: z.number().int(),
  oldemails: z.number().int(),
  allemails: z.number().int(),
});
export type EmailCounts = z.infer<typeof EmailCountsSchema>;
