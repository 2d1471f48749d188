import { ErrorBodySchema } from '@fiz/core/errors';
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

/** Calls the API and parses the answer with the same zod schema the server answers with. */
export async function api<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  { method = 'GET', body }: RequestOptions = {},
): Promise<z.infer<Schema>> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { credentials: 'same-origin', ...requestInit(method, body) });
  } catch {
    throw new ApiError(0, 'The server could not be reached.');
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = ErrorBodySchema.safeParse(payload);
    throw new ApiError(response.status, error.success ? error.data.message : response.statusText);
  }
  return schema.parse(payload);
}
