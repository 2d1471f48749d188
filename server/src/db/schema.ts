import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A website link's host and path, lower case, without http(s)://, www., a trailing slash, the query or the
 * fragment: the key recipes_user_page_idx finds a cook's recipes from one page by. Query parameters can pick
 * another recipe on the same path, so import/same-page.ts compares the candidates' whole addresses; this only
 * narrows them down. A query must use this very expression for the index to serve it.
 */
export const websitePageKey = (link: SQLWrapper) =>
  sql`lower(regexp_replace(regexp_replace(${link}, '[?#].*$', ''), '^https?://(www\\.)?|/+$', '', 'gi'))`;

/** Column names are the spec's field names (section 3), so rows map to the API without renaming. */
export const users = pgTable(
  'users',
  {
    user_id: serial('user_id').primaryKey(),
    user_name: varchar('user_name', { length: 50 }).notNull(),
    user_email: varchar('user_email', { length: 254 }).notNull(),
    password_hash: text('password_hash').notNull(),
    user_access: varchar('user_access', { length: 20 }).notNull().default('Free'),
    user_joined_date: date('user_joined_date', { mode: 'string' }).notNull(),
    user_free_expiry_date: date('user_free_expiry_date', { mode: 'string' }),
    user_start_paid_date: date('user_start_paid_date', { mode: 'string' }),
    user_end_paid_date: date('user_end_paid_date', { mode: 'string' }),
    user_lapsed_member: boolean('user_lapsed_member').notNull().default(false),
    user_expired: boolean('user_expired').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.user_email})`)],
);

/** Server-side sessions; the cookie carries a random token and only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.user_id), index('sessions_expires_idx').on(table.expires_at)],
);

export const recipes = pgTable(
  'recipes',
  {
    recipe_id: serial('recipe_id').primaryKey(),
    recipe_user_id: integer('recipe_user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    recipe_name: varchar('recipe_name', { length: 50 }).notNull(),
    recipe_note: text('recipe_note').notNull().default(''),
    recipe_method: text('recipe_method').notNull().default(''),
    recipe_imageurl: text('recipe_imageurl').notNull().default(''),
    recipe_youtube_url: varchar('recipe_youtube_url', { length: 11 }).notNull().default(''),
    recipe_website_link: text('recipe_website_link').notNull().default(''),
    recipe_share: varchar('recipe_share', { length: 3 }).notNull().default('No'),
    recipe_favourite: varchar('recipe_favourite', { length: 3 }).notNull().default('No'),
    recipe_basil: boolean('recipe_basil').notNull().default(false),
    /**
     * A random place in a fixed shuffle of all recipes: a slideshow reads the recipes that follow a random point
     * through an index, so each recipe is as likely to show as any other without sorting every one of them.
     */
    recipe_random_key: doublePrecision('recipe_random_key')
      .notNull()
      .default(sql`random()`),
    /** Name (A), ingredient items and note (B), method (C); kept by refreshSearchDocument after every write. */
    search_document: tsvector('search_document'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Counts the cook's saves (Update Recipe), so a save made from a stale copy is refused, not silently applied. */
    recipe_revision: integer('recipe_revision').notNull().default(0),
  },
  (table) => [
    index('recipes_user_idx').on(table.recipe_user_id, table.recipe_id),
    // Other cooks' shared recipes newest first: a search for a broad word reads only these, not every recipe.
    index('recipes_shared_recent_idx')
      .on(table.recipe_id)
      .where(sql`${table.recipe_share} = 'Yes'`),
    // Other cooks' shared recipes by word. A cook's own recipes need no word index: a search reads them through
    // recipes_user_idx, and a cook's few hundred recipes are checked faster than a word index over every recipe
    // is intersected with them (bench/search: "chicken curry").
    index('recipes_shared_search_idx')
      .using('gin', table.search_document)
      .where(sql`${table.recipe_share} = 'Yes'`),
    // Chef Basil's shared recipes, so counting them (the empty search with Chef Basil) reads a few entries, not
    // every shared recipe.
    index('recipes_shared_basil_idx')
      .on(table.recipe_id)
      .where(sql`${table.recipe_share} = 'Yes' and ${table.recipe_basil}`),
    // The showcase and slideshows: shared recipes, and each cook's own, that have a photo, in shuffled order.
    index('recipes_shared_photo_random_idx')
      .on(table.recipe_random_key)
      .where(sql`${table.recipe_share} = 'Yes' and ${table.recipe_imageurl} <> ''`),
    index('recipes_user_photo_random_idx')
      .on(table.recipe_user_id, table.recipe_random_key)
      .where(sql`${table.recipe_imageurl} <> ''`),
    // The recipe a photo belongs to, so each photo request can check who may see it (images/photo-access.ts).
    index('recipes_imageurl_idx')
      .on(table.recipe_imageurl)
      .where(sql`${table.recipe_imageurl} <> ''`),
    // A cook's recipes from one web page, so an import can say which the cook already has without reading all of
    // the cook's recipes.
    index('recipes_user_page_idx')
      .on(table.recipe_user_id, websitePageKey(table.recipe_website_link))
      .where(sql`${table.recipe_website_link} <> ''`),
  ],
);

/**
 * Every word (three letters or more, lower case, accents folded) any recipe has used: what typo tolerance
 * compares a searched word with. Small next to the recipes, so a trigram match here costs little; words of
 * deleted recipes stay, which only means a correction that finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
]);

export const ingredients = pgTable(
  'ingredients',
  {
    ingredient_id: serial('ingredient_id').primaryKey(),
    recipe_id: integer('recipe_id')
      .notNull()
      .references(() => recipes.recipe_id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    qty: varchar('qty', { length: 50 }).notNull().default(''),
    unit: varchar('unit', { length: 50 }).notNull().default(''),
    item: varchar('item', { length: 200 }).notNull().default(''),
    note: varchar('note', { length: 200 }).notNull().default(''),
  },
  (table) => [index('ingredients_recipe_idx').on(table.recipe_id, table.position)],
);

/** Spec 3 Contact message: what cooks write through Contact Us, read by the Admin in the Email Listing. */
export const contacts = pgTable(
  'contacts',
  {
    contact_id: serial('contact_id').primaryKey(),
    contact_firstname: varchar('contact_firstname', { length: 50 }).notNull(),
    contact_email: varchar('contact_email', { length: 254 }).notNull(),
    contact_subject: varchar('contact_subject', { length: 150 }).notNull(),
    contact_message: text('contact_message').notNull(),
    contact_user_id: integer('contact_user_id').references(() => users.user_id, { onDelete: 'set null' }),
    contact_user_name: varchar('contact_user_name', { length: 50 }).notNull().default(''),
    contact_date: timestamp('contact_date', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the Admin marks it responded; null while it is new. */
    contact_reply_date: timestamp('contact_reply_date', { withTimezone: true }),
  },
  (table) => [index('contacts_reply_idx').on(table.contact_reply_date, table.contact_id)],
);

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

/**
 * Every message Fiz sends, written before it is sent and marked once the mail server accepts it, so a crash,
 * a restart or a mail server that is down loses nothing (mail/delivery.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The cook whose action sent it: the daily recipe-mail limit counts these. */
    user_id: integer('user_id').references(() => users.user_id, { onDelete: 'set null' }),
    to_address: text('to_address').notNull(),
    reply_to: text('reply_to').notNull().default(''),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending message may next be tried; also a lease while one attempt is in flight. */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.next_attempt_at),
    index('mail_outbox_user_idx').on(table.user_id, table.kind, table.created_at),
  ],
);

/** Spec 3 Chef question: answers a cook chose to keep. */
export const chefQuestions = pgTable(
  'chef_questions',
  {
    askchef_id: serial('askchef_id').primaryKey(),
    askchef_user_id: integer('askchef_user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    askchef_question: varchar('askchef_question', { length: 100 }).notNull(),
    askchef_answer: text('askchef_answer').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chef_questions_user_idx').on(table.askchef_user_id, table.askchef_id)],
);

/** One row per call to Chef Basil: the daily limit counts them and the Admin sees calls and tokens. */
export const chefUsage = pgTable(
  'chef_usage',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.user_id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    provider: varchar('provider', { length: 30 }).notNull(),
    model: varchar('model', { length: 100 }).notNull(),
    outcome: varchar('outcome', { length: 20 }).notNull(),
    input_tokens: integer('input_tokens').notNull().default(0),
    output_tokens: integer('output_tokens').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chef_usage_user_idx').on(table.user_id, table.created_at),
    index('chef_usage_created_idx').on(table.created_at),
  ],
);

/** Stripe Checkout sessions this server created; a paid one is applied to the cook once (billing/). */
export const payments = pgTable(
  'payments',
  {
    stripe_session_id: text('stripe_session_id').primaryKey(),
    user_id: integer('user_id').references(() => users.user_id, { onDelete: 'set null' }),
    /** open until a verified payment is applied, then applied; closed when Stripe says it can no longer be paid. */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    paid_start: date('paid_start', { mode: 'string' }),
    paid_end: date('paid_end', { mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    applied_at: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [index('payments_user_idx').on(table.user_id, table.status)],
);

/** Stripe events already handled: Stripe may deliver one more than once, and it must count once. */
export const stripeEvents = pgTable('stripe_events', {
  event_id: text('event_id').primaryKey(),
  type: text('type').notNull(),
  received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A cook's recipe website bookmarks (spec 2.2 Add A Website, Websites Search, Websites List). */
export const websites = pgTable(
  'websites',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    title: varchar('title', { length: 200 }).notNull().default(''),
    note: text('note').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('websites_user_idx').on(table.user_id, table.id)],
);

/**
 * Rate-limit counters shared by every instance on this database (http/rate-limit.ts): one row per limited
 * route and address, counting hits until the window expires; expired rows are purged as the counters are used.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_expires_idx').on(table.expires_at)],
);
