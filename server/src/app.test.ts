import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { SESSION_COOKIE } from './auth/session.plugin.js';
import { createSession, SESSION_TTL_MS } from './auth/sessions.db.js';
import { signedInCook } from './testing/cooks.js';
import { describeWithApp } from './testing/test-app.js';
import { testTempDir } from './testing/temp-dirs.js';

describeWithApp('the HTTP app', (t) => {
  it('answers /api/health', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI description with the account routes', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/userlogin', '/api/userregistration', '/api/getuser/{userId}']));
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('says which operations need a session, which answer files, and that a body may be refused as too large or not JSON', async () => {
    const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(paths['/api/getrecipe/{recipeId}'].get.security).toEqual([{ session: [] }]);
    expect(paths['/api/userlist'].get.description).toContain('Needs a signed-in Admin.');
    expect(paths['/api/userlogin'].post.security).toBeUndefined();
    const pdf = paths['/api/generate-recipe-pdf/{recipeId}'].get.responses;
    expect(Object.keys(pdf['200'].content)).toEqual(['application/pdf']);
    expect(Object.keys(pdf['404'].content)).toEqual(['application/json']);
    const library = paths['/api/downloadrecipes/{userId}'].get.responses;
    expect(Object.keys(library['200'].content)).toEqual(['application/ld+json']);
    expect(Object.keys(library['403'].content)).toEqual(['application/json']);
    const addName = paths['/api/addrecipename'].post.responses;
    expect(addName['413'].description).toBe('The body is larger than the server accepts.');
    expect(addName['415'].description).toBe('The body is not application/json.');
    expect(paths['/api/imageupload'].post.responses['415'].description).toBe('The body is not multipart/form-data.');
  });

  it('answers requests it cannot read with { message } in words a person can act on', async () => {
    const login = (headers: Record<string, string>, payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/userlogin', headers, payload });
    const json = { 'content-type': 'application/json' };
    expect((await login(json, '{"email": "a@b.c",')).json()).toEqual({
      message: 'The request body is not valid JSON. Check its quotes, commas and brackets.',
    });
    const form = await login({ 'content-type': 'application/x-www-form-urlencoded' }, 'email=a');
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({
      message: 'That kind of content is not accepted here. Send JSON, with Content-Type: application/json.',
    });
    // JSON sent as text is read as text: the message names the header that was missing.
    const asText = await login({ 'content-type': 'text/plain' }, '{"email": "a@b.c", "password": "abc123"}');
    expect([asText.statusCode, asText.json().message]).toEqual([
      400,
      'Send the fields of the request as a JSON object, with Content-Type: application/json.',
    ]);
    // A photo upload says what it takes instead: a form.
    const photo = await t.app.inject({
      method: 'POST',
      url: '/api/imageupload',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'recipeId=1',
    });
    expect([photo.statusCode, photo.json().message]).toEqual([
      415,
      'That kind of content is not accepted here. Send the photo as a form, with Content-Type: multipart/form-data.',
    ]);
    const address = await t.app.inject({ url: '/api/getrecipe/%ZZ' });
    expect(address.statusCode).toBe(400);
    expect(address.json()).toEqual({ message: 'That address is not valid: a % in it must start a code such as %20.' });
    // A __proto__ key is dropped, and the rest of the body is read as usual.
    const poisoned = await login(json, '{"__proto__": {"x": 1}, "email": "nobody@example.com", "password": "abc123"}');
    expect(poisoned.statusCode).toBe(401);
  });

  it("describes the photo upload's multipart form: the recipe id and the file", async () => {
    const upload = (await t.app.inject({ url: '/api/docs/json' })).json().paths['/api/imageupload'].post;
    const form = upload.requestBody.content['multipart/form-data'].schema;
    expect(form.required).toEqual(['recipeId', 'file']);
    // A number, or digits as a form field carries it.
    expect(form.properties.recipeId.anyOf).toEqual([
      expect.objectContaining({ type: 'integer' }),
      expect.objectContaining({ type: 'string', pattern: expect.any(String) }),
    ]);
    expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('sends security headers with a CSP that allows YouTube embeds and the app own images', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com');
    expect(csp).toMatch(/img-src 'self'/);
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('tags every response with a request id, keeping one the caller sent', async () => {
    const fresh = await t.app.inject({ url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-42' } });
    expect(given.headers['x-request-id']).toBe('trace-42');
  });

  it('answers an unknown API path with a JSON 404 and a message', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is no GET /api/nothing-here here.' });
  });
});

const webDist = (() => {
  const dir = testTempDir('web');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Fiz</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("fiz")');
  // What scripts/compress-assets.mjs writes beside each file of the build.
  writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log("fiz")'));
  // A page the build prerendered (web/build/prerender.ts).
  mkdirSync(join(dir, 'prerendered'), { recursive: true });
  writeFileSync(join(dir, 'prerendered', 'mlogin.html'), '<!doctype html><div id="root"><h1>Welcome to Fiz</h1></div>');
  writeFileSync(join(dir, 'prerendered', 'mrecipes.html'), '<!doctype html><div id="root"><h1>Find Recipes</h1></div>');
  mkdirSync(join(dir, 'prerendered', 'expired'), { recursive: true });
  writeFileSync(
    join(dir, 'prerendered', 'expired', 'mrecipes.html'),
    '<!doctype html><div id="root"><h1>Find Recipes</h1><p>Upgrade required</p></div>',
  );
  return dir;
})();

describeWithApp(
  'serving the web app',
  (t) => {
    it('answers every page path with index.html so the client router can take over', async () => {
      for (const url of ['/', '/dashboard', '/dashboard/stats/shared', '/mrecipes?x=1']) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toMatch(/text\/html/);
        expect(response.body, url).toBe('<!doctype html><title>Fiz</title><div id="root"></div>');
        expect(response.headers['fiz-prerendered'], url).toBeUndefined();
      }
    });

    it('answers a prerendered page with its own HTML, marked so the service worker keeps it apart', async () => {
      for (const url of ['/mlogin', '/mlogin?from=home']) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<h1>Welcome to Fiz</h1>');
        expect(response.headers['fiz-prerendered'], url).toBe('true');
        expect(response.headers['cache-control'], url).toBe('no-cache');
      }
    });

    it("sends a signed-in cook's prerendered page only to a live session, and an Expired cook's to an Expired cook", async () => {
      const plain = '<!doctype html><title>Fiz</title><div id="root"></div>';
      const page = (cookie?: string) => t.app.inject({ url: '/mrecipes', headers: cookie ? { cookie } : {} });
      for (const response of [await page(), await page('fiz_session=not-a-session')]) {
        expect(response.body).toBe(plain);
        expect(response.headers['fiz-prerendered']).toBeUndefined();
      }
      const member = await page((await signedInCook(t.app, t.db)).cookie);
      expect(member.body).toBe('<!doctype html><div id="root"><h1>Find Recipes</h1></div>');
      expect(member.headers['fiz-prerendered']).toBe('true');
      const expired = await signedInCook(t.app, t.db, { user_free_expiry_date: '2020-01-01' });
      const forExpired = await page(expired.cookie);
      expect(forExpired.body).toContain('<p>Upgrade required</p>');
      expect(forExpired.headers['fiz-prerendered']).toBe('true');
      // A visit that extends the session gives the browser's cookie the new 30 days, as an API call does.
      const cook = await signedInCook(t.app, t.db);
      const token = await createSession(t.db, cook.user_id, new Date(Date.now() - 2 * 24 * 60 * 60_000));
      const renewed = (await page(`${SESSION_COOKIE}=${t.app.signCookie(token)}`)).cookies;
      expect(renewed.find((cookie) => cookie.name === SESSION_COOKIE)?.maxAge).toBe(SESSION_TTL_MS / 1000);
    });

    it('caches fingerprinted assets for good and the page itself not at all', async () => {
      const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await t.app.inject({ url: '/login' })).headers['cache-control']).toBe('no-cache');
    });

    it('sends the precompressed file to a browser that accepts it, and the plain one otherwise', async () => {
      const compressed = await t.app.inject({
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("fiz")');
      const plain = await t.app.inject({ url: '/assets/app-abc123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('console.log("fiz")');
    });

    it('answers a missing asset or file with 404, never the app page a browser would run as a script', async () => {
      for (const url of [
        '/assets/nonexistent-abc123.js',
        '/assets/app-old999.css?v=1',
        '/assets/fonts',
        '/favicon-missing.png',
        '/dashboard/manifest.webmanifest',
      ]) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).not.toMatch(/text\/html/);
      }
      // A page's id that looks like a file name is still the page's, which explains the id it cannot show.
      for (const url of [
        '/recipes',
        '/mshowrecipe/12',
        '/dashboard/stats/shared?page=2',
        '/mshowrecipe/1.5',
        '/printrecipe/photo.jpg',
      ]) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toMatch(/text\/html/);
      }
    });

    it('still answers unknown API paths with JSON', async () => {
      const response = await t.app.inject({ url: '/api/missing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
    });
  },
  { webDistDir: webDist },
);
