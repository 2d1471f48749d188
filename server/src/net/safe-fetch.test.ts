import type * as os from 'node:os';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** This machine's interface has a public address, as a cloud server's often does. */
vi.mock('node:os', async (original) => ({
  ...(await original<typeof os>()),
  networkInterfaces: () => ({ eth0: [{ address: '93.184.216.34', family: 'IPv4' }] }),
}));
import { fetchPage, type FetchPageOptions, type PageFetchFailure, type ResolvedAddress } from './safe-fetch.js';

const PAGE = '<!doctype html><title>Pumpkin soup</title><h1>Pumpkin soup</h1>';
const OVER_THE_CAP = 5 * 1024 * 1024 + 1;

const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map(stopServer));
});

/** A real HTTP server on 127.0.0.1; every server started here is stopped after each test. */
async function startServer(handler: RequestListener): Promise<number> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function stopServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Stands in for DNS: test names map to fixed addresses, unknown names are not found. */
function resolverFor(names: Record<string, string[]>) {
  return vi.fn(async (hostname: string): Promise<ResolvedAddress[]> => {
    const addresses = names[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  });
}

const testNames = {
  'recipes.test': ['127.0.0.1'],
  'intranet.test': ['10.0.0.7'],
  'metadata.test': ['169.254.169.254'],
  'mixed.test': ['93.184.216.34', '192.168.0.10'],
  'mixed6.test': ['2606:4700:4700::1111', 'fd00::5'],
};

/** Options under which the test servers on 127.0.0.1 are reachable as recipes.test. */
function testOptions(extra: FetchPageOptions = {}): FetchPageOptions {
  return { resolve: resolverFor(testNames), allowLoopbackForTests: true, ...extra };
}

function html(response: ServerResponse, body: string | Buffer = PAGE, headers: Record<string, string> = {}) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
  response.end(body);
}

function redirect(response: ServerResponse, location: string, status = 302) {
  response.writeHead(status, { location });
  response.end();
}

async function failure(promise: Promise<unknown>): Promise<{ reason: PageFetchFailure; message: string }> {
  const error = await promise.then(
    () => expect.fail('the fetch should have failed'),
    (caught: unknown) => caught,
  );
  expect(error).toMatchObject({ name: 'PageFetchError' });
  return error as { reason: PageFetchFailure; message: string };
}

async function expectRefused(url: string, options: FetchPageOptions) {
  const { reason, message } = await failure(fetchPage(url, options));
  expect(reason).toBe('refused-address');
  expect(message).toBe('That address is not a public web page.');
}

describe('fetchPage: which addresses it will fetch', () => {
  it.each(['file:///etc/passwd', 'ftp://example.com/', 'gopher://example.com/', 'data:text/html,hi', 'ws://a.test/'])(
    'refuses the %s scheme',
    async (url) => {
      expect((await failure(fetchPage(url, testOptions()))).reason).toBe('unsupported-scheme');
    },
  );

  it('refuses credentials in the address', async () => {
    for (const url of ['http://cook:secret@recipes.test/', 'http://cook@recipes.test/']) {
      expect((await failure(fetchPage(url, testOptions()))).reason).toBe('credentials-in-url');
    }
  });

  it('refuses text that is not an address', async () => {
    expect((await failure(fetchPage('pumpkin soup', testOptions()))).reason).toBe('invalid-url');
  });

  it.each([
    ['loopback', 'http://127.0.0.1/'],
    ['loopback', 'http://127.8.9.10/'],
    ['loopback', 'http://[::1]/'],
    ['private', 'http://10.0.0.1/'],
    ['private', 'http://172.16.0.1/'],
    ['private', 'http://172.31.255.254/'],
    ['private', 'http://192.168.1.1/'],
    ['private', 'http://[fc00::1]/'],
    ['private', 'http://[fd00::1]/'],
    ['link-local', 'http://169.254.169.254/latest/meta-data/'],
    ['link-local', 'http://[fe80::1]/'],
    ['multicast', 'http://224.0.0.1/'],
    ['multicast', 'http://[ff02::1]/'],
    ['unspecified', 'http://0.0.0.0/'],
    ['unspecified', 'http://[::]/'],
    ['broadcast', 'http://255.255.255.255/'],
    ['CGNAT', 'http://100.64.0.1/'],
    ['mapped loopback', 'http://[::ffff:127.0.0.1]/'],
    ['mapped loopback in hex', 'http://[::ffff:7f00:1]/'],
    ['compatible loopback', 'http://[::127.0.0.1]/'],
    ['mapped private', 'http://[::ffff:10.0.0.1]/'],
    ['mapped private', 'http://[::ffff:192.168.0.1]/'],
    ['mapped link-local', 'http://[::ffff:169.254.169.254]/'],
    ['mapped CGNAT', 'http://[::ffff:100.64.0.1]/'],
    ['mapped unspecified', 'http://[::ffff:0.0.0.0]/'],
  ])('refuses a %s address (%s) without looking anything up', async (_kind, url) => {
    const resolve = resolverFor(testNames);
    await expectRefused(url, { resolve });
    expect(resolve).not.toHaveBeenCalled();
  });

  it.each([
    ['decimal', 'http://2130706433/'],
    ['hex', 'http://0x7f000001/'],
    ['octal', 'http://0177.0.0.1/'],
    ['shortened', 'http://127.1/'],
    ['mixed hex and decimal', 'http://0x7f.0.0.1/'],
    ['octal without dots', 'http://017700000001/'],
    ['hex metadata address', 'http://0xA9FEA9FE/'],
    ['decimal private address', 'http://167772161/'],
  ])('refuses loopback and private IPv4 written in %s (%s)', async (_spelling, url) => {
    const resolve = resolverFor(testNames);
    await expectRefused(url, { resolve });
    expect(resolve).not.toHaveBeenCalled();
  });

  it('refuses names that resolve to a private, link-local or loopback address', async () => {
    await expectRefused('http://intranet.test/', testOptions());
    await expectRefused('http://metadata.test/latest/meta-data/', testOptions());
    await expectRefused('http://recipes.test/', { resolve: resolverFor(testNames) });
  });

  it("refuses this machine's own public address, where its own services listen", async () => {
    await expectRefused('http://93.184.216.34/', testOptions());
    await expectRefused('http://self.test/', { resolve: resolverFor({ 'self.test': ['93.184.216.34'] }) });
  });

  it('refuses a name when any one of its addresses is refused', async () => {
    await expectRefused('http://mixed.test/', testOptions());
    await expectRefused('https://mixed6.test/', testOptions());
  });

  it('lets tests reach loopback, and nothing else, only when they say so', async () => {
    let requests = 0;
    const port = await startServer((_request, response) => {
      requests++;
      html(response);
    });
    await expectRefused(`http://127.0.0.1:${port}/`, {});
    await expectRefused(`http://recipes.test:${port}/`, { resolve: resolverFor(testNames) });
    expect(requests).toBe(0);
    await expectRefused(`http://intranet.test:${port}/`, testOptions());
    await expectRefused(`http://[::ffff:10.0.0.1]:${port}/`, testOptions());
    expect((await fetchPage(`http://127.0.0.1:${port}/`, { allowLoopbackForTests: true })).status).toBe(200);
    expect(requests).toBe(1);
  });

  it('says so when the name cannot be found', async () => {
    const { reason, message } = await failure(fetchPage('https://no-such-site.test/', testOptions()));
    expect(reason).toBe('not-found');
    expect(message).toBe('That website could not be found. Check the address.');
  });
});

describe('fetchPage: redirects', () => {
  it('follows a redirect, reports the final address and connects to the checked address under the original name', async () => {
    const hosts: (string | undefined)[] = [];
    const port = await startServer((request, response) => {
      hosts.push(request.headers.host);
      if (request.url === '/old') redirect(response, '/recipes/soup?serves=4', 301);
      else html(response);
    });
    const options = testOptions();
    const page = await fetchPage(`http://recipes.test:${port}/old`, options);
    expect(page).toEqual({
      url: `http://recipes.test:${port}/recipes/soup?serves=4`,
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: Buffer.from(PAGE),
    });
    expect(hosts).toEqual([`recipes.test:${port}`, `recipes.test:${port}`]);
    // One lookup per hop: the connection never asks DNS again, so the answer cannot change under it.
    expect(options.resolve).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a refused IP address', 'http://169.254.169.254/latest/meta-data/', 'refused-address'],
    ['a name resolving to a private address', 'http://intranet.test/admin', 'refused-address'],
    ['a mapped private address', 'http://[::ffff:192.168.0.1]/', 'refused-address'],
    ['a refused scheme', 'file:///etc/passwd', 'unsupported-scheme'],
  ])('refuses a redirect to %s at that hop', async (_kind, location, expected) => {
    let requests = 0;
    const port = await startServer((_request, response) => {
      requests++;
      redirect(response, location);
    });
    expect((await failure(fetchPage(`http://recipes.test:${port}/`, testOptions()))).reason).toBe(expected);
    expect(requests).toBe(1);
  });

  it('follows five redirects but refuses the sixth', async () => {
    const port = await startServer((request, response) => {
      const hop = Number(request.url!.slice(1));
      if (hop > 0) redirect(response, `/${hop - 1}`);
      else html(response);
    });
    expect((await fetchPage(`http://recipes.test:${port}/5`, testOptions())).url).toBe(`http://recipes.test:${port}/0`);
    const { reason, message } = await failure(fetchPage(`http://recipes.test:${port}/6`, testOptions()));
    expect(reason).toBe('too-many-redirects');
    expect(message).toBe('Too many redirects.');
  });
});

describe('fetchPage: what it will read', () => {
  it('gives up on a server that never answers', async () => {
    const port = await startServer(() => {
      // Never sends headers.
    });
    const started = Date.now();
    const { reason, message } = await failure(
      fetchPage(`http://recipes.test:${port}/`, testOptions({ timeoutMs: 200 })),
    );
    expect(reason).toBe('timeout');
    expect(message).toBe('The page took too long to answer.');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('gives up on a body that trickles in past the deadline', async () => {
    const port = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<!doctype html>');
    });
    expect((await failure(fetchPage(`http://recipes.test:${port}/`, testOptions({ timeoutMs: 200 })))).reason).toBe(
      'timeout',
    );
  });

  it('refuses a body over 5 MB', async () => {
    const port = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(Buffer.alloc(OVER_THE_CAP, 'a'));
    });
    const { reason, message } = await failure(fetchPage(`http://recipes.test:${port}/`, testOptions()));
    expect(reason).toBe('too-large');
    expect(message).toBe('The page is too large (over 5 MB).');
  });

  it('refuses up front when Content-Length says the body is over 5 MB', async () => {
    const port = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(OVER_THE_CAP) });
      response.write('<!doctype html>');
    });
    const { reason } = await failure(fetchPage(`http://recipes.test:${port}/`, testOptions({ timeoutMs: 5_000 })));
    expect(reason).toBe('too-large');
  });

  it('counts the decoded bytes, whatever a small Content-Length promises', async () => {
    const bomb = gzipSync(Buffer.alloc(OVER_THE_CAP, 'a'));
    const port = await startServer((_request, response) =>
      html(response, bomb, { 'content-encoding': 'gzip', 'content-length': String(bomb.length) }),
    );
    expect(bomb.length).toBeLessThan(50_000);
    expect((await failure(fetchPage(`http://recipes.test:${port}/`, testOptions()))).reason).toBe('too-large');
  });

  it('accepts a body of exactly 5 MB', async () => {
    const port = await startServer((_request, response) => html(response, Buffer.alloc(OVER_THE_CAP - 1, 'a')));
    expect((await fetchPage(`http://recipes.test:${port}/`, testOptions())).body.length).toBe(OVER_THE_CAP - 1);
  });

  it('refuses what is not a web page, unless asked for that type', async () => {
    const port = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    });
    const { reason, message } = await failure(fetchPage(`http://recipes.test:${port}/photo.png`, testOptions()));
    expect(reason).toBe('not-a-page');
    expect(message).toBe('That is not a web page (image/png).');
    const image = await fetchPage(`http://recipes.test:${port}/photo.png`, testOptions({ accept: ['image/png'] }));
    expect(image.contentType).toBe('image/png');
    expect(image.body).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('refuses a page with no content type', async () => {
    const port = await startServer((_request, response) => response.end(PAGE));
    expect((await failure(fetchPage(`http://recipes.test:${port}/`, testOptions()))).message).toBe(
      'That is not a web page (no type given).',
    );
  });

  it('accepts XHTML', async () => {
    const port = await startServer((_request, response) =>
      html(response, PAGE, { 'content-type': 'application/xhtml+xml' }),
    );
    expect((await fetchPage(`http://recipes.test:${port}/`, testOptions())).body.toString()).toBe(PAGE);
  });

  it('says so when the website answers with an error', async () => {
    const port = await startServer((_request, response) => {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('not found');
    });
    const { reason, message } = await failure(fetchPage(`http://recipes.test:${port}/`, testOptions()));
    expect(reason).toBe('http-error');
    expect(message).toBe('The website could not give that page (error 404).');
  });

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ])('decodes a %s page and asks for compression with a User-Agent naming Fiz', async (coding, compress) => {
    let request: IncomingMessage | undefined;
    const port = await startServer((incoming, response) => {
      request = incoming;
      html(response, compress(Buffer.from(PAGE)), { 'content-encoding': coding });
    });
    const page = await fetchPage(`http://recipes.test:${port}/`, testOptions());
    expect(page.body.toString()).toBe(PAGE);
    expect(request?.headers['accept-encoding']).toBe('gzip, deflate, br');
    expect(request?.headers['user-agent']).toMatch(/\bFiz\b/);
    expect(request?.headers.accept).toBe('text/html, application/xhtml+xml');
  });

  it('refuses a page it cannot decode', async () => {
    const port = await startServer((_request, response) => html(response, PAGE, { 'content-encoding': 'compress' }));
    expect((await failure(fetchPage(`http://recipes.test:${port}/`, testOptions()))).reason).toBe('unreadable');
  });

  it('refuses a damaged compressed page', async () => {
    const port = await startServer((_request, response) =>
      html(response, Buffer.from('not gzip at all'), { 'content-encoding': 'gzip' }),
    );
    expect((await failure(fetchPage(`http://recipes.test:${port}/`, testOptions()))).reason).toBe('unreadable');
  });
});
