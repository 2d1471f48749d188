import type { ErrorBody } from '@fiz/core/errors';
import type { z } from 'zod';

/** An answer other than 2xx, carrying the server's message for the person. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }

  /** No answer at all: the network or the server is down. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** A 4xx: the server refused what was sent, with a message meant for the person. */
  get isRefusal(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** react-query's retry rule for a query: a refusal (4xx) is the server's answer, and asking again cannot change it. */
export const retryUnlessRefused = (_failures: number, error: Error) => !(error instanceof ApiError && error.isRefusal);

/** The same, trying once more at most: for a page that shows a Try again of its own. */
export const retryOnceUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && retryUnlessRefused(failures, error);

/** The server's own words when it refused the request, otherwise the fallback. */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.isRefusal && error.message ? error.message : fallback;
}

/**
 * The server's own words for any failure it answered, 4xx or 5xx (they are written for the person); the
 * fallback when there was no answer at all or none that was understood.
 */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && !error.isNetworkError && error.message ? error.message : fallback;
}

/** The fixed message, plus the server's own words when it refused the request (4xx) rather than failed. */
export function failureMessage(base: string, error: unknown): string {
  const reason = refusalMessage(error, '');
  return reason ? `${base} ${reason}` : base;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  /** JSON-encoded, or sent as it is when it is FormData (file uploads). */
  body?: unknown;
}

function requestInit(method: string, body: unknown): RequestInit {
  if (body === undefined) return { method, headers: { 'Cache-Control': 'no-cache' } };
  if (body instanceof FormData) return { method, body };
  return { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

/**
 * The message of the server's error body (ErrorBodySchema in core/errors.ts), read without building that schema:
 * every page load runs this module, and zod builds schemas slowly on a phone (docs/decisions/0008).
 */
function errorMessage(payload: unknown): string | undefined {
  const message = (payload as Partial<ErrorBody> | null | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Sends the request; a failure to reach the server, or an answer that is not 2xx, is thrown as an ApiError. */
async function send(path: string, { method = 'GET', body }: RequestOptions): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { credentials: 'same-origin', ...requestInit(method, body) });
  } catch {
    throw new ApiError(0, 'The server could not be reached.');
  }
  if (response.ok) return response;
  const payload: unknown = await response.json().catch(() => undefined);
  throw new ApiError(response.status, errorMessage(payload) ?? response.statusText);
}

/**
 * Calls the API and parses the answer with the same zod schema the server answers with. The schema may still be
 * loading (`import(...)`): the startup's own calls build theirs beside the request, not in the startup's first task.
 */
export async function api<Schema extends z.ZodType>(
  path: string,
  schema: Schema | Promise<Schema>,
  options: RequestOptions = {},
): Promise<z.infer<Schema>> {
  const parser = Promise.resolve(schema);
  // A schema that fails to load matters only for an answer to parse: a failed request reports itself instead.
  parser.catch(() => undefined);
  const response = await send(path, options);
  const payload: unknown = await response.json().catch(() => undefined);
  return (await parser).parse(payload);
}

/** The file's name as the server's Content-Disposition gives it, in any script (RFC 6266's filename*) if it can. */
export function dispositionFilename(header: string | null): string | undefined {
  const encoded = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A broken escape: the plain filename below will do.
    }
  }
  return header?.match(/filename="([^"]+)"/i)?.[1];
}

/** Downloads a file the API makes (a PDF), with the name the server gives it. */
export async function apiFile(path: string): Promise<{ content: Blob; filename: string | undefined }> {
  const response = await send(path, {});
  return { content: await response.blob(), filename: dispositionFilename(response.headers.get('content-disposition')) };
}
