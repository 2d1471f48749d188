import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { type Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { classifyAddress, isOwnAddress } from './address-policy.js';
import { required } from '../required.js';

/**
 * Fetches pages from addresses cooks type in, without letting them reach the server's own
 * machine or network (SSRF): every address of every redirect hop is checked, and the
 * connection goes to exactly the address that was checked.
 */

export interface FetchedPage {
  /** The address the page finally came from, after redirects. */
  url: string;
  status: number;
  /** The Content-Type header as sent, parameters (charset) included. */
  contentType: string;
  /** The decoded body. */
  body: Buffer;
}

export type ResolvedAddress = Pick<LookupAddress, 'address' | 'family'>;

export interface FetchPageOptions {
  /** Media types accepted; web pages by default. */
  accept?: string[];
  /** Total time for every hop, body included. */
  timeoutMs?: number;
  /** Replaces DNS, so tests can map names to addresses. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Lets tests reach servers on 127.0.0.1. Never set it from configuration or the environment. */
  allowLoopbackForTests?: boolean;
}

export type PageFetchFailure =
  | 'invalid-url'
  | 'unsupported-scheme'
  | 'credentials-in-url'
  | 'refused-address'
  | 'not-found'
  | 'unreachable'
  | 'timeout'
  | 'too-many-redirects'
  | 'http-error'
  | 'not-a-page'
  | 'too-large'
  | 'unreadable';

export class PageFetchError extends Error {
  constructor(
    readonly reason: PageFetchFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PageFetchError';
  }
}

export const WEB_PAGE_TYPES = ['text/html', 'application/xhtml+xml'];
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = "Mozilla/5.0 (compatible; Fiz/1.0; The Cook's Companion recipe import)";

interface Settings {
  accept: string[];
  resolve: (hostname: string) => Promise<ResolvedAddress[]>;
  allowLoopback: boolean;
  signal: AbortSignal;
}

export async function fetchPage(url: string, options: FetchPageOptions = {}): Promise<FetchedPage> {
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new PageFetchError('timeout', 'The page took too long to answer.')),
    options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  );
  const settings: Settings = {
    accept: options.accept ?? WEB_PAGE_TYPES,
    resolve: options.resolve ?? resolveWithDns,
    allowLoopback: options.allowLoopbackForTests === true,
    signal: deadline.signal,
  };
  try {
    return await followRedirects(parseWebAddress(url), settings);
  } catch (error) {
    throw asPageFetchError(error, deadline.signal);
  } finally {
    clearTimeout(timer);
  }
}

async function followRedirects(start: URL, settings: Settings): Promise<FetchedPage> {
  let current = start;
  for (let redirects = 0; ; redirects++) {
    const response = await requestPinned(current, settings);
    const location = redirectLocation(response);
    if (location === null) return readPageOrDiscard(current, response, settings);
    response.destroy();
    if (redirects === MAX_REDIRECTS) throw new PageFetchError('too-many-redirects', 'Too many redirects.');
    current = parseWebAddress(location, current);
  }
}

function parseWebAddress(text: string, base?: URL): URL {
  let url: URL;
  try {
    // The WHATWG parser also normalises odd IPv4 spellings (2130706433, 0x7f000001, 0177.0.0.1).
    url = new URL(text, base);
  } catch {
    throw new PageFetchError('invalid-url', 'That does not look like a web address. It should start with https://.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PageFetchError(
      'unsupported-scheme',
      'Only web addresses starting with http:// or https:// can be fetched.',
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw new PageFetchError('credentials-in-url', 'Web addresses with a user name or password cannot be fetched.');
  }
  return url;
}

/** Sends a GET to an address that was checked just before, so DNS cannot change between check and connect. */
async function requestPinned(url: URL, settings: Settings): Promise<IncomingMessage> {
  const addresses = await checkedAddresses(url, settings);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        // The original host name stays in the URL, so the Host header and TLS name are right;
        // only the lookup is replaced. No shared agent: a pooled socket could lead elsewhere.
        lookup: pinnedLookup(addresses),
        agent: false,
        signal: settings.signal,
        headers: {
          'user-agent': USER_AGENT,
          accept: settings.accept.join(', '),
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

async function checkedAddresses(url: URL, settings: Settings): Promise<ResolvedAddress[]> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(host);
  const addresses = family !== 0 ? [{ address: host, family }] : await resolveHost(host, settings);
  if (addresses.some((resolved) => !isAllowed(resolved.address, settings))) {
    throw new PageFetchError('refused-address', 'That address is not a public web page.');
  }
  return addresses;
}

function isAllowed(address: string, settings: Settings): boolean {
  const addressClass = classifyAddress(address);
  if (addressClass === 'loopback') return settings.allowLoopback;
  return addressClass === 'public' && !isOwnAddress(address);
}

async function resolveHost(host: string, settings: Settings): Promise<ResolvedAddress[]> {
  let addresses: ResolvedAddress[];
  try {
    addresses = await untilAborted(settings.resolve(host), settings.signal);
  } catch (error) {
    if (settings.signal.aborted) throw error;
    throw websiteNotFound(error);
  }
  if (addresses.length === 0) throw websiteNotFound();
  return addresses;
}

function websiteNotFound(cause?: unknown): PageFetchError {
  return new PageFetchError('not-found', 'That website could not be found. Check the address.', { cause });
}

function resolveWithDns(hostname: string): Promise<ResolvedAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });
}

/** A DNS lookup cannot be cancelled, so the deadline stops waiting for it instead. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Answers the socket's lookup with the checked addresses; Node asks for a list when it races IPv4 and IPv6. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else {
      const { address, family } = required(addresses[0], 'a checked address');
      callback(null, address, family);
    }
  };
}

function redirectLocation(response: IncomingMessage): string | null {
  const location = response.headers.location;
  return REDIRECT_STATUSES.has(response.statusCode ?? 0) && location ? location : null;
}

async function readPageOrDiscard(url: URL, response: IncomingMessage, settings: Settings): Promise<FetchedPage> {
  try {
    return await readPage(url, response, settings);
  } catch (error) {
    response.destroy();
    throw error;
  }
}

async function readPage(url: URL, response: IncomingMessage, settings: Settings): Promise<FetchedPage> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 299) {
    throw new PageFetchError('http-error', `The website could not give that page (error ${status}).`);
  }
  const contentType = response.headers['content-type'] ?? '';
  const mediaType = required(contentType.split(';')[0], 'a media type').trim().toLowerCase();
  if (!settings.accept.includes(mediaType)) {
    throw new PageFetchError('not-a-page', `That is not a web page (${mediaType || 'no type given'}).`);
  }
  if (Number(response.headers['content-length'] ?? 0) > MAX_PAGE_BYTES) throw pageTooLarge();
  return { url: url.href, status, contentType, body: await readCappedBody(response, settings.signal) };
}

/** Reads the decoded body, stopping as soon as it passes the cap: a small compressed body can decode to gigabytes. */
async function readCappedBody(response: IncomingMessage, signal: AbortSignal): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > MAX_PAGE_BYTES) return done(pageTooLarge());
      chunks.push(chunk);
      done();
    },
  });
  await pipeline([response, ...decoders(response.headers['content-encoding']), collect], { signal });
  return Buffer.concat(chunks);
}

function pageTooLarge(): PageFetchError {
  return new PageFetchError('too-large', `The page is too large (over ${MAX_PAGE_BYTES / 1024 / 1024} MB).`);
}

/** Content codings are listed in the order they were applied, so they are undone last first. */
function decoders(contentEncoding: string | undefined): Transform[] {
  return (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity')
    .reverse()
    .map(decoderFor);
}

function decoderFor(coding: string): Transform {
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      throw new PageFetchError('unreadable', `The page was sent in a form Fiz cannot read (${coding}).`);
  }
}

/** Whatever went wrong, the caller gets a PageFetchError; a passed deadline explains any abort it caused. */
function asPageFetchError(error: unknown, deadline: AbortSignal): PageFetchError {
  if (error instanceof PageFetchError) return error;
  if (deadline.aborted && deadline.reason instanceof PageFetchError) return deadline.reason;
  if (isDecodingError(error)) {
    return new PageFetchError('unreadable', 'The page could not be read: it was sent damaged.', { cause: error });
  }
  return new PageFetchError('unreachable', 'The page could not be reached. Check the address, or try again later.', {
    cause: error,
  });
}

function isDecodingError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && String(error.code).startsWith('Z_');
}
