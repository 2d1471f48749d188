import { z } from 'zod';
import { MessageBodySchema } from './errors.js';
import { pageFields } from './recipe.js';
import { idSchema } from './ids.js';
import { requiredString } from './auth.js';

export { withWebScheme } from './recipe.js';

/** Spec 2.2 websites: a cook's recipe website bookmarks. */
export const WEBSITE_LIMITS = { url: 2000, title: 200, note: 2000 } as const;
export const WEBSITES_PAGE_SIZE = 10;

const URL_MESSAGE = 'Please enter a website address starting with http:// or https://';

/** An http(s) address; anything else (javascript:, file:, ftp:, plain words) is refused. */
export const websiteUrl = requiredString('A website address is required')
  .trim()
  .min(1, { error: 'A website address is required' })
  .max(WEBSITE_LIMITS.url, { error: `The address must be at most ${WEBSITE_LIMITS.url} characters` })
  .pipe(z.url({ protocol: /^https?$/, error: URL_MESSAGE }));

const title = z
  .string()
  .trim()
  .max(WEBSITE_LIMITS.title, { error: `The title must be at most ${WEBSITE_LIMITS.title} characters` });
const note = z
  .string()
  .trim()
  .max(WEBSITE_LIMITS.note, { error: `The note must be at most ${WEBSITE_LIMITS.note} characters` });

/** POST /api/websites and POST /api/websites/{id}: an empty title or note is filled from the page on add. */
export const WebsiteBodySchema = z.object({ url: websiteUrl, title: title.default(''), note: note.default('') });
export type WebsiteBody = z.input<typeof WebsiteBodySchema>;
/** An edit: a title or note left out keeps what the bookmark has; an empty one clears it. */
export const WebsiteChangesSchema = z.object({ url: websiteUrl, title: title.optional(), note: note.optional() });

export const WebsiteIdParamsSchema = z.object({
  id: idSchema('website'),
});

export const WebsitesQuerySchema = z.object({
  search: z
    .string()
    .max(200, { error: 'The search text is too long' })
    .default('')
    .transform((text) => text.trim()),
  ...pageFields(WEBSITES_PAGE_SIZE),
});
export type WebsitesQuery = z.input<typeof WebsitesQuerySchema>;

export const WebsiteSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  note: z.string(),
  /** ISO timestamp. */
  created_at: z.string(),
});
export type Website = z.infer<typeof WebsiteSchema>;

export const WebsiteListSchema = z.object({ websites: z.array(WebsiteSchema), total: z.number().int() });
export type WebsiteList = z.infer<typeof WebsiteListSchema>;

export const WebsiteDeletedSchema = MessageBodySchema;
