import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Website, WebsiteList } from '@fiz/core/websites';
import { buildApp } from '../app.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { openTestDatabase, TEST_DATABASES } from '../testing/test-database.js';
import { testConfig } from '../testing/test-config.js';
import { summarisePage } from './page-summary.js';

const PAGE = `<!doctype html><html><head>
<title>Ignored when og:title is set</title>
<meta property="og:title" content="Nonna&#39;s Kitchen &amp; Pasta">
<meta name="description" content="  Fresh pasta,
  every day.  ">
</head><body><h1>Hello</h1></body></html>`;

describe('summarisePage', () => {
  it('prefers og:title, falls back to <title>, and reads the description', () => {
    expect(summarisePage(PAGE)).toEqual({ title: "Nonna's Kitchen & Pasta", description: 'Fresh pasta, every day.' });
    expect(summarisePage('<title> Plain &lt;b&gt; </title><meta content="OG text" property="og:description">')).toEqual(
      { title: 'Plain <b>', description: 'OG text' },
    );
    expect(summarisePage('<p>nothing</p>')).toEqual({ title: '', description: '' });
  });

  it('reads a hostile page no slower than an ordinary one of the same size', () => {
    const filled = (piece: string) => piece.repeat(Math.ceil(512_000 / piece.length));
    const timeToRead = (html: string) => {
      const started = performance.now();
      summarisePage(html);
      return performance.now() - started;
    };
    const ordinary = timeToRead(filled('<p>Fresh pasta, every day.</p>'));
    for (const piece of ['<meta', '<title>', '<', '<title><']) {
      expect(timeToRead(filled(piece)), piece).toBeLessThan(3 * ordinary + 50);
    }
  });
});

describe.each(TEST_DATABASES)('websites [%s]', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let server: Server;
  let base: string;
  let cook: TestCook;
  let other: TestCook;
  let expired: TestCook;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/missing') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const database = await openTestDatabase(kind);
    db = database.db;
    app = await buildApp({ config: testConfig(), db, fetchPageOptions: { allowLoopbackForTests: true } });
    close = async () => {
      await app.close();
      await database.close();
    };
    cook = await signedInCook(app, db, {}, 'Mia');
    other = await signedInCook(app, db, {}, 'Other');
    expired = await signedInCook(app, db, {}, 'Old');
    await db.update(users).set({ user_free_expiry_date: '2020-01-01' }).where(eq(users.user_id, expired.user_id));
  }, 60_000);
  afterAll(async () => {
    await close();
    await new Promise((resolve) => server.close(resolve));
  });

  const call = (as: TestCook | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, ...(as ? { headers: { cookie: as.cookie } } : {}), ...(payload ? { payload } : {}) });
  const add = (as: TestCook, payload: object) => call(as, 'POST', '/api/websites', payload);
  const list = async (as: TestCook, query = '') => (await call(as, 'GET', `/api/websites${query}`)).json<WebsiteList>();

  it('adds, lists, edits and deletes a bookmark', async () => {
    const added = await add(cook, { url: ' https://example.com/soup ', title: 'Soup Site', note: 'Good soups' });
    expect(added.statusCode, added.body).toBe(201);
    const website = added.json<Website>();
    expect(website).toMatchObject({ url: 'https://example.com/soup', title: 'Soup Site', note: 'Good soups' });

    expect((await list(cook)).websites.map((item) => item.id)).toContain(website.id);

    const edited = await call(cook, 'POST', `/api/websites/${website.id}`, {
      url: 'https://example.com/stew',
      title: 'Stew Site',
      note: 'Now stews',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: website.id, url: 'https://example.com/stew', title: 'Stew Site' });
    // Fields left out of an edit keep what they had; an empty one clears.
    const partly = await call(cook, 'POST', `/api/websites/${website.id}`, {
      url: 'https://example.com/stew',
      title: '',
    });
    expect(partly.json()).toMatchObject({ title: '', note: 'Now stews' });

    const deleted = await call(cook, 'DELETE', `/api/websites/${website.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Website deleted' });
    expect((await list(cook)).websites.map((item) => item.id)).not.toContain(website.id);
    expect((await call(cook, 'DELETE', `/api/websites/${website.id}`)).statusCode).toBe(404);
  });

  it('fills an empty title and note from the page, and keeps what the cook typed', async () => {
    const filled = await add(cook, { url: `${base}/pasta` });
    expect(filled.statusCode, filled.body).toBe(201);
    expect(filled.json()).toMatchObject({ title: "Nonna's Kitchen & Pasta", note: 'Fresh pasta, every day.' });

    const typed = await add(cook, { url: `${base}/pasta`, title: 'My title' });
    expect(typed.json()).toMatchObject({ title: 'My title', note: 'Fresh pasta, every day.' });

    const missing = await add(cook, { url: `${base}/missing`, title: '', note: '' });
    expect(missing.statusCode).toBe(201);
    expect(missing.json()).toMatchObject({ title: '', note: '' });
  });

  it('never fetches loopback addresses without the test-only option', async () => {
    const database = await openTestDatabase(kind);
    const plain = await buildApp({ config: testConfig(), db: database.db });
    try {
      const someone = await signedInCook(plain, database.db, {}, 'Plain');
      const response = await plain.inject({
        method: 'POST',
        url: '/api/websites',
        headers: { cookie: someone.cookie },
        payload: { url: `${base}/pasta` },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ title: '', note: '' });
    } finally {
      await plain.close();
      await database.close();
    }
  });

  it('searches own bookmarks by title, note and address, ignoring case and treating % and _ literally', async () => {
    const searcher = await signedInCook(app, db, {}, 'Searcher');
    await add(searcher, { url: 'https://curry.example.org/', title: 'Curry House', note: 'spicy' });
    await add(searcher, { url: 'https://bakes.example.net/', title: 'Bakes', note: '100% sourdough' });
    await add(searcher, { url: 'https://cakes_r_us.example/', title: 'Cakes', note: 'sweet' });
    await add(other, { url: 'https://curry.other.example/', title: 'Curry Elsewhere', note: 'not mine' });

    const titles = async (search: string) =>
      (await list(searcher, `?search=${encodeURIComponent(search)}`)).websites.map((item) => item.title);
    expect(await titles('CURRY')).toEqual(['Curry House']);
    expect(await titles('sourDOUGH')).toEqual(['Bakes']);
    expect(await titles('example.net')).toEqual(['Bakes']);
    expect(await titles('%')).toEqual(['Bakes']);
    expect(await titles('_r_')).toEqual(['Cakes']);
    expect(await titles('nothing like it')).toEqual([]);

    const page = await list(searcher, '?limit=2&offset=0');
    expect(page.total).toBe(3);
    expect(page.websites.map((item) => item.title)).toEqual(['Cakes', 'Bakes']);
    expect((await list(searcher, '?limit=2&offset=2')).websites.map((item) => item.title)).toEqual(['Curry House']);
  });

  it('refuses bad addresses and overlong fields with clear messages', async () => {
    const cases: [object, string][] = [
      [{ url: 'javascript:alert(1)' }, 'Please enter a website address starting with http:// or https://'],
      [{ url: 'ftp://example.com/' }, 'Please enter a website address starting with http:// or https://'],
      [{ url: 'not a url' }, 'Please enter a website address starting with http:// or https://'],
      [{ url: '' }, 'A website address is required'],
      [{}, 'A website address is required'],
      [{ url: 42 }, 'url must be text'],
      [{ url: 'https://example.com', title: 'x'.repeat(201) }, 'The title must be at most 200 characters'],
      [{ url: 'https://example.com', note: 'x'.repeat(2001) }, 'The note must be at most 2000 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await add(cook, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call(cook, 'GET', '/api/websites?limit=500')).statusCode).toBe(400);
    expect((await call(cook, 'DELETE', '/api/websites/abc')).statusCode).toBe(400);
  });

  it("answers 404 for another cook's bookmark", async () => {
    const website = (await add(cook, { url: 'https://mine.example/', title: 'Mine', note: 'n' })).json<Website>();
    const edit = await call(other, 'POST', `/api/websites/${website.id}`, { url: 'https://x.example/' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('That website bookmark no longer exists. It may have been deleted.');
    expect((await call(other, 'DELETE', `/api/websites/${website.id}`)).statusCode).toBe(404);
    expect((await list(other)).websites.map((item) => item.id)).not.toContain(website.id);
    expect((await list(cook)).websites.map((item) => item.title)).toContain('Mine');
  });

  it('refuses anonymous (401) and Expired (403) cooks', async () => {
    expect((await call(null, 'GET', '/api/websites')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/websites', { url: 'https://a.example/' })).statusCode).toBe(401);
    expect((await call(null, 'DELETE', '/api/websites/1')).statusCode).toBe(401);
    expect((await call(expired, 'GET', '/api/websites')).statusCode).toBe(403);
    expect((await call(expired, 'POST', '/api/websites', { url: 'https://a.example/' })).statusCode).toBe(403);
    expect((await call(expired, 'POST', '/api/websites/1', { url: 'https://a.example/' })).statusCode).toBe(403);
  });
});
