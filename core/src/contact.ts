import { z } from 'zod';
import { email, requiredText } from './auth.js';
import { MessageBodySchema } from './errors.js';
import { idSchema } from './ids.js';
import { MAIL_DELIVERIES } from './mail.js';

/**
 * What became of a Contact Us message's mail to the owner: as for any mail (MAIL_DELIVERIES, a refusal answered
 * as an error), or 'kept' when no owner address is set, so it is not mailed at all. Whatever became of the mail,
 * the message itself is kept for the Admin's Email Listing.
 */
export const CONTACT_DELIVERIES = [...MAIL_DELIVERIES.filter((status) => status !== 'failed'), 'kept'] as const;
export type ContactDelivery = (typeof CONTACT_DELIVERIES)[number];

/**
 * Spec 8 and 9: the Contact Us feedback line. The spec's thank-you is for a message a mail server accepted; it
 * clears after 3 s with the form reset. A message that waits says so, and stays until the next one is sent.
 */
export const CONTACT_FEEDBACK = {
  sent: 'Thank you! Message has been sent',
  queued:
    "Thank you! Your message is saved for the site's owner, and waiting to be emailed: this site has no mail server set up yet.",
  retrying:
    "Thank you! Your message is saved for the site's owner. The mail server has not taken it yet, so it will be emailed as soon as it answers.",
  kept: "Thank you! Your message is saved for the site's owner to read.",
  failed: 'Oops! Something went wrong.',
  clearAfterMs: 3000,
} as const satisfies Record<ContactDelivery | 'failed', string> & { clearAfterMs: number };

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

/** The Contact Us form: what the cook types, checked as /api/emailfromcontact checks it before anything is sent. */
export const ContactFormSchema = ContactMessageBodySchema.pick({
  firstname: true,
  email: true,
  subject: true,
  message: true,
});
export type ContactFormValues = z.infer<typeof ContactFormSchema>;

/** POST /api/contact/sendcontactemail: the same message, mailed to the owner. */
export const ContactMailBodySchema = z.object({ name: bounded('Name', CONTACT_LIMITS.name), ...contactFields });
export type ContactMailBody = z.input<typeof ContactMailBodySchema>;

export const ContactAcceptedSchema = MessageBodySchema;
/** POST /api/contact/sendcontactemail's answer: the feedback line's words, and what became of the mail. */
export const ContactMailResponseSchema = MessageBodySchema.extend({ status: z.enum(CONTACT_DELIVERIES) });
export type ContactMailResponse = z.infer<typeof ContactMailResponseSchema>;

/** GET /api/contact/owner: the site owner's address (OWNER_EMAIL, else ADMIN_EMAIL), or null when none is set. */
export const SiteOwnerSchema = z.object({ email: z.string().nullable() });

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
