import { z } from 'zod';
import { email } from './auth.js';
import { idSchema } from './ids.js';
import { SCALE_FACTORS } from './scaling.js';

/**
 * What became of a message when it was handed over, as far as the server knows when it answers: a mail server
 * accepted it ('sent'); no mail server is set up (no SMTP_URL), so it waits in the outbox until one is
 * ('queued'); the mail server has not taken it yet (down, busy, or slow to answer) and it is tried again until it
 * goes ('retrying'); or the mail server refused it for good ('failed').
 */
export const MAIL_DELIVERIES = ['sent', 'queued', 'retrying', 'failed'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

/**
 * Spec 4.2 and 8: what the Email action shows while and after sending a recipe. Only a mail server's acceptance
 * is reported as sent; mail that waits says so.
 */
export const EMAIL_RECIPE_MESSAGES = {
  sending: 'Sending your recipe...',
  sent: 'Email sent with PDF attached!',
  queued:
    "Your email is saved and waiting to be sent: this site has no mail server set up yet. It goes out once the site's owner sets one up.",
  retrying:
    'The mail server has not taken your email yet. It is saved, and will be sent as soon as the mail server answers.',
  failed: 'Failed to send email.',
} as const satisfies Record<MailDelivery | 'sending', string>;

const optionalName = z.string().trim().max(100, { error: 'The name must be at most 100 characters' }).default('');

/**
 * GET /api/generate-recipe-pdf/{recipeId}?userName&userEmail&scale: who the PDF's footer names, and the amounts
 * it shows, as the print page's Amounts picker sets them.
 */
export const RecipePdfQuerySchema = z.object({
  userName: optionalName,
  userEmail: z.string().trim().max(254).default(''),
  scale: z.enum(SCALE_FACTORS, { error: 'The scale must be 0.5, 1, 2 or 3' }).default('1'),
});

/** POST /api/email-recipe-pdf. */
export const EmailRecipeBodySchema = z.object({
  toEmail: email('Please enter a valid email address to send the recipe to'),
  recipeId: idSchema('recipe'),
  userName: optionalName,
  userEmail: z.string().trim().max(254).default(''),
});
export type EmailRecipeBody = z.input<typeof EmailRecipeBodySchema>;
/** success is false only when the mail server refused the message for good; status says what became of it. */
export const EmailRecipeResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(MAIL_DELIVERIES),
  message: z.string(),
});
export type EmailRecipeResponse = z.infer<typeof EmailRecipeResponseSchema>;

/** A message in the mail outbox: written before it is sent, so none is silently lost. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OutboxQuerySchema = z.object({
  status: z
    .enum([...OUTBOX_STATUSES, 'all'], { error: 'The status must be pending, sent, failed or all' })
    .default('all'),
});

export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['recipe', 'contact']),
  to: z.string(),
  reply_to: z.string(),
  subject: z.string(),
  text: z.string(),
  attachments: z.array(z.string()),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export const OutboxListSchema = z.array(OutboxMessageSchema);
