import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHEF_MESSAGES } from '@fiz/core/chef';
import { MessageBodySchema } from '@fiz/core/errors';
import { api, ApiError, dispositionFilename, serverMessage } from './api';

const realFetch = globalThis.fetch;

describe('serverMessage', () => {
  it("shows the server's words for a refusal", () => {
    const error = new ApiError(422, 'Chef Basil has no recipe that uses these ingredients.');
    expect(serverMessage(error, CHEF_MESSAGES.recipeFailed)).toBe(
      'Chef Basil has no recipe that uses these ingredients.',
    );
  });

  it("shows the server's words for a failure, which are the spec's own", () => {
    const error = new ApiError(502, CHEF_MESSAGES.askFailed);
    expect(serverMessage(error, 'fallback')).toBe(CHEF_MESSAGES.askFailed);
  });

  it('falls back when the server could not be reached', () => {
    expect(serverMessage(new ApiError(0, 'The server could not be reached.'), CHEF_MESSAGES.askFailed)).toBe(
      CHEF_MESSAGES.askFailed,
    );
  });

  it('falls back for an answer that was not understood, or an error without words', () => {
    expect(serverMessage(new Error('Invalid input'), CHEF_MESSAGES.recipeFailed)).toBe(CHEF_MESSAGES.recipeFailed);
    expect(serverMessage(new ApiError(500, ''), CHEF_MESSAGES.recipeFailed)).toBe(CHEF_MESSAGES.recipeFailed);
  });
});

describe('api', () => {
  const answers = new Map<string, { status: number; body: unknown }>([
    ['/api/session', { status: 200, body: { message: 'hello' } }],
    ['/api/refused', { status: 422, body: { message: 'A recipe name is required' } }],
    ['/api/broken', { status: 500, body: 'not json at all' }],
  ]);
  let server: Server;
  let base = '';

  beforeAll(async () => {
    server = createServer((request, response) => {
      const answer = answers.get(request.url ?? '');
      response.writeHead(answer?.status ?? 404, { 'content-type': 'application/json' });
      response.end(typeof answer?.body === 'string' ? answer.body : JSON.stringify(answer?.body ?? {}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The browser resolves /api/... against the page's address; here, against the test server's.
    vi.stubGlobal('fetch', (path: string, init: RequestInit) => realFetch(`${base}${path}`, init));
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await new Promise((resolve) => server.close(resolve));
  });

  it('parses the answer with a schema that is still loading', async () => {
    const schema = new Promise<typeof MessageBodySchema>((resolve) => setTimeout(() => resolve(MessageBodySchema), 20));
    expect(await api('/session', schema)).toEqual({ message: 'hello' });
  });

  it("gives the server's message for a refusal, and the status text for an answer without one", async () => {
    await expect(api('/refused', MessageBodySchema)).rejects.toMatchObject({
      status: 422,
      message: 'A recipe name is required',
    });
    await expect(api('/broken', MessageBodySchema)).rejects.toMatchObject({
      status: 500,
      message: 'Internal Server Error',
    });
  });

  it('reports a server it cannot reach, even when the schema failed to load too', async () => {
    const unreachable = 'http://127.0.0.1:1';
    vi.stubGlobal('fetch', (path: string, init: RequestInit) => realFetch(`${unreachable}${path}`, init));
    const failedLoad = Promise.reject(new Error('the schema chunk did not load'));
    await expect(api('/session', failedLoad)).rejects.toMatchObject({ status: 0 });
  });
});

describe('dispositionFilename', () => {
  it('takes the name in any script from filename*, and the plain filename when that is all there is', () => {
    expect(dispositionFilename(`inline; filename="recipe.pdf"; filename*=UTF-8''%CE%BC%CE%BF%CF%85.pdf`)).toBe(
      'μου.pdf',
    );
    expect(dispositionFilename('attachment; filename="fiz-recipes-2026-11-25.json"')).toBe(
      'fiz-recipes-2026-11-25.json',
    );
    expect(dispositionFilename(`inline; filename="soup.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('soup.pdf');
    expect(dispositionFilename(null)).toBeUndefined();
  });
});
