import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { create } from 'tar';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { runCommand, USAGE } from '../cli/commands.js';
import type { Database, Db } from '../db/client.js';
import { chefQuestions, contacts, mailOutbox, payments, stripeEvents, websites } from '../db/schema.js';
import { filesystemStorage, type ImageStorage } from '../images/storage.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { multipart } from '../testing/multipart.js';
import { createRecipe } from '../testing/recipes.js';
import { testConfig } from '../testing/test-config.js';
import { openTestDatabase, TEST_DATABASES, type DatabaseKind } from '../testing/test-database.js';
import { exportArchive } from './export-archive.js';
import { importArchive } from './import-archive.js';
import { appTables, rowsOf, tableRef } from './tables.js';
import { testTempDir } from '../testing/temp-dirs.js';

const workDir = () => testTempDir('backup');

interface Site {
  database: Database;
  storage: ImageStorage;
  app: FastifyInstance;
}

async function openSite(kind: DatabaseKind): Promise<Site> {
  const database = await openTestDatabase(kind);
  const storage = filesystemStorage(join(workDir(), 'images'));
  const app = await buildApp({ config: testConfig(), db: database.db, storage });
  return { database, storage, app };
}

async function closeSite(site: Site | undefined): Promise<void> {
  await site?.app.close();
  await site?.database.close();
}

/** Every app table's rows, in a form that compares equal across engines and time zones. */
async function allRows(db: Db): Promise<Record<string, unknown[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables: Record<string, unknown[]> = {};
    for (const { name } of await appTables(tx)) {
      const rows = await rowsOf<{ row: string }>(tx, sql`select to_jsonb(t)::text as row from ${tableRef(name)} t`);
      tables[name] = rows.map(({ row }) => row).sort();
    }
    return tables;
  });
}

async function allImages(storage: ImageStorage): Promise<Record<string, Buffer>> {
  const images: Record<string, Buffer> = {};
  for await (const key of storage.list()) images[key] = await storage.get(key);
  return images;
}

async function uploadPhoto(app: FastifyInstance, cook: TestCook, recipeId: number): Promise<string> {
  const data = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#a63' } })
    .jpeg()
    .toBuffer();
  const body = multipart({ recipeId: String(recipeId) }, { name: 'dish.jpg', type: 'image/jpeg', data });
  const response = await app.inject({
    method: 'POST',
    url: '/api/imageupload',
    payload: body.payload,
    headers: { ...body.headers, cookie: cook.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ imageUrl: string }>().imageUrl;
}

/** A site as cooks leave it: accounts and sessions, recipes with ingredients and a photo, and the rest. */
async function fill({ app, database: { db } }: Site) {
  const cook = await signedInCook(app, db, { user_free_expiry_date: '2031-05-06' }, 'Zoë');
  const other = await signedInCook(app, db);
  const recipeId = await createRecipe(app, cook, 'Crème brûlée', {
    recipeShare: 'Yes',
    recipeNote: 'Rich — "very" rich',
    recipeMethod: 'Heat the cream.\nBake gently.',
    ingredients: [
      { qty: '500', unit: 'ml', item: 'cream', note: '' },
      { qty: '6', unit: '', item: 'egg yolks', note: 'large' },
    ],
  });
  await createRecipe(app, other, 'Toast');
  const imageUrl = await uploadPhoto(app, cook, recipeId);
  await db.insert(websites).values({ user_id: cook.user_id, url: 'https://example.com/soup', title: 'Soup' });
  await db.insert(contacts).values({
    contact_firstname: 'Zoë',
    contact_email: cook.email,
    contact_subject: 'Hello',
    contact_message: 'Line one\nline two',
    contact_user_id: cook.user_id,
    contact_reply_date: new Date('2025-02-03T04:05:06.789Z'),
  });
  await db.insert(mailOutbox).values({
    kind: 'recipe',
    user_id: cook.user_id,
    to_address: 'friend@example.com',
    subject: 'A recipe',
    text_body: 'Enjoy',
    attachments: [{ filename: 'recipe.pdf', contentType: 'application/pdf', content: 'JVBERi0=' }],
  });
  await db
    .insert(chefQuestions)
    .values({ askchef_user_id: cook.user_id, askchef_question: 'Why?', askchef_answer: 'So.' });
  await db.insert(payments).values({
    stripe_session_id: 'cs_test_1',
    user_id: other.user_id,
    status: 'applied',
    paid_start: '2025-01-01',
    paid_end: '2025-12-31',
    applied_at: new Date('2025-01-01T10:00:00Z'),
  });
  await db.insert(stripeEvents).values({ event_id: 'evt_1', type: 'checkout.session.completed' });
  return { cook, recipeId, imageUrl };
}

const pairs: [DatabaseKind, DatabaseKind][] = TEST_DATABASES.includes('postgres')
  ? [
      ['pglite', 'pglite'],
      ['pglite', 'postgres'],
      ['postgres', 'pglite'],
    ]
  : [['pglite', 'pglite']];

describe.each(pairs)('backup from %s, restored into %s', (fromKind, toKind) => {
  let source: Site;
  let target: Site;
  beforeAll(async () => {
    source = await openSite(fromKind);
    target = await openSite(toKind);
  });
  afterAll(async () => {
    await closeSite(source);
    await closeSite(target);
  });

  it('restores every row and photo, and the restored site works', async () => {
    const { cook, recipeId, imageUrl } = await fill(source);
    const file = join(workDir(), 'nested', 'fiz.tar.gz');
    const exported = await exportArchive(source.database.db, source.storage, file);
    expect(exported.images).toBe(2);

    const imported = await importArchive(target.database.db, target.storage, file);
    expect(imported).toEqual(exported);
    const before = await allRows(source.database.db);
    for (const table of ['users', 'sessions', 'recipes', 'ingredients', 'search_words', 'contacts', 'mail_outbox']) {
      expect(before[table]?.length, table).toBeGreaterThan(0);
    }
    expect(await allRows(target.database.db)).toEqual(before);
    expect(await allImages(target.storage)).toEqual(await allImages(source.storage));

    // The cook's password, session, search and photo all came across; new rows get fresh ids.
    const recipe = await target.app.inject({ url: `/api/getrecipe/${recipeId}`, headers: { cookie: cook.cookie } });
    expect(recipe.json()).toMatchObject({ recipe_name: 'Crème brûlée', recipe_imageurl: imageUrl });
    const asCook = { url: imageUrl, headers: { cookie: cook.cookie } };
    const photo = await target.app.inject(asCook);
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload).toEqual((await source.app.inject(asCook)).rawPayload);
    const signedIn = await target.app.inject({
      method: 'POST',
      url: '/api/userlogin',
      payload: { email: cook.email, password: cook.password },
    });
    expect(signedIn.statusCode).toBe(200);
    const found = await target.app.inject({
      url: `/api/recipesearch/${cook.user_id}/false/false?search=yolks`,
      headers: { cookie: cook.cookie },
    });
    expect(found.json()).toEqual([expect.objectContaining({ recipe_id: recipeId })]);
    expect(await createRecipe(target.app, cook, 'After the move')).toBeGreaterThan(recipeId);
  });

  it('refuses to import into a database that has rows, and changes nothing', async () => {
    const file = join(workDir(), 'again.tar.gz');
    await exportArchive(source.database.db, source.storage, file);
    const before = await allRows(target.database.db);
    await expect(importArchive(target.database.db, target.storage, file)).rejects.toThrow(
      /^The database is not empty \(rows in .*users.*\)\. Import restores into an empty database only/,
    );
    expect(await allRows(target.database.db)).toEqual(before);
  });
});

describe.each(TEST_DATABASES)('backup archives and commands [%s]', (kind) => {
  let site: Site;
  let empty: Site;
  beforeAll(async () => {
    site = await openSite(kind);
    empty = await openSite(kind);
  });
  afterAll(async () => {
    await closeSite(site);
    await closeSite(empty);
  });

  it('says clearly when the archive is absent or not a Fiz backup', async () => {
    const dir = workDir();
    const absent = join(dir, 'absent.tar.gz');
    await expect(importArchive(empty.database.db, empty.storage, absent)).rejects.toThrow(
      `There is no backup archive at ${absent}.`,
    );
    const garbage = join(dir, 'garbage.tar.gz');
    writeFileSync(garbage, 'this is not an archive at all, just some words in a file');
    await expect(importArchive(empty.database.db, empty.storage, garbage)).rejects.toThrow(
      `${garbage} is not a readable Fiz backup archive`,
    );
    writeFileSync(join(dir, 'notes.txt'), 'hello');
    const foreign = join(dir, 'foreign.tar.gz');
    await create({ gzip: true, file: foreign, cwd: dir }, ['notes.txt']);
    await expect(importArchive(empty.database.db, empty.storage, foreign)).rejects.toThrow(
      `${foreign} is not a Fiz backup archive: it has no readable manifest.json.`,
    );
    expect(Object.values(await allRows(empty.database.db)).flat()).toEqual([]);
  });

  it('exports and imports through the operator commands', async () => {
    const run = (db: Db, storage: ImageStorage, ...argv: string[]) => runCommand(db, 'UTC', argv, storage);
    await fill(site);
    const file = join(workDir(), 'fiz.tar.gz');
    const exported = await run(site.database.db, site.storage, 'export', file);
    expect(exported).toEqual({
      code: 0,
      output: expect.stringMatching(/^Exported \d+ rows from \d+ tables and 2 images to .*fiz\.tar\.gz\.$/),
    });
    const imported = await run(empty.database.db, empty.storage, 'import', file);
    expect(imported).toEqual({
      code: 0,
      output: expect.stringMatching(/^Imported \d+ rows into \d+ tables and 2 images from .*fiz\.tar\.gz\.$/),
    });
    expect(await allRows(empty.database.db)).toEqual(await allRows(site.database.db));

    expect(await run(empty.database.db, empty.storage, 'import', file)).toEqual({
      code: 1,
      output: expect.stringContaining('The database is not empty'),
    });
    expect(await run(empty.database.db, empty.storage, 'import', join(workDir(), 'none.tar.gz'))).toEqual({
      code: 1,
      output: expect.stringContaining('There is no backup archive at'),
    });
    for (const argv of [['export'], ['import', 'a.tar.gz', 'b.tar.gz']]) {
      const result = await run(site.database.db, site.storage, ...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.output).toContain(USAGE);
    }
  });
});

describe.skipIf(!TEST_DATABASES.includes('postgres'))(
  'an import while an instance writes [postgres; skipped without TEST_DATABASE_URL]',
  () => {
    it('waits for a write under way, then refuses instead of mixing the rows', async () => {
      const source = await openSite('postgres');
      const target = await openSite('postgres');
      try {
        await signedInCook(source.app, source.database.db);
        const file = join(workDir(), 'during-a-write.tar.gz');
        await exportArchive(source.database.db, source.storage, file);
        // A cook registers on the target: the row is written, not yet committed, when the import starts.
        const pool = (target.database.db as unknown as { $client: pg.Pool }).$client;
        const registering = await pool.connect();
        try {
          await registering.query('begin');
          await registering.query(
            `insert into users (user_name, user_email, password_hash, user_joined_date)
             values ('Late', 'late@example.com', 'x', '2026-11-24')`,
          );
          const importing = importArchive(target.database.db, target.storage, file);
          const outcome = importing.then(
            () => 'imported',
            (error: Error) => error.message,
          );
          await new Promise((resolve) => setTimeout(resolve, 300));
          await registering.query('commit');
          expect(await outcome).toMatch(/^The database is not empty \(rows in users\)/);
        } finally {
          registering.release();
        }
        const names = await rowsOf<{ user_name: string }>(target.database.db, sql`select user_name from users`);
        expect(names).toEqual([{ user_name: 'Late' }]);
      } finally {
        await closeSite(source);
        await closeSite(target);
      }
    });
  },
);
