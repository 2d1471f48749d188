import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@fiz/core/errors';
import { readableMessage } from './validation-messages.js';

/** An error whose message is meant for the person using Fiz. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const BAD_REQUEST = 'The request could not be understood. Please check what you sent and try again.';

const GENERIC_MESSAGES: Record<number, string> = {
  400: BAD_REQUEST,
  404: 'That could not be found.',
  413: 'That is too large to upload.',
  415: 'That kind of content is not accepted here.',
};

/** Fastify's own refusals, in words a person can act on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON. Check its quotes, commas and brackets.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty. Send the fields as a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'That kind of content is not accepted here. Send JSON, with Content-Type: application/json.',
  FST_ERR_BAD_URL: 'That address is not valid: a % in it must start a code such as %20.',
};

/** A body of a type the route does not take, naming the one it does: a photo upload is not JSON. */
function wrongContentTypeMessage(error: FastifyError, request: FastifyRequest): string | undefined {
  if (error.code !== 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return undefined;
  const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes;
  if (!consumes?.includes('multipart/form-data')) return undefined;
  return 'That kind of content is not accepted here. Send the photo as a form, with Content-Type: multipart/form-data.';
}

/** For Fastify's frameworkErrors: a request refused before it reaches a route (an address that cannot be read). */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(400).send({ message: FRAMEWORK_MESSAGES[error.code] ?? BAD_REQUEST });
}

/** Socket failures reaching the database: it is down, restarting or out of reach. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATEs of a server that cannot take the query now: shutting down, starting up, full, connection lost. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres's own words when a connection times out or drops (these errors carry no code). */
const LOST_CONNECTION =
  /^Connection terminated|timeout exceeded when trying to connect|not queryable|^Query read timeout/;

/** Whether an error, or what caused it (Drizzle wraps driver errors), says the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    }
    if (LOST_CONNECTION.test(cause.message)) return true;
  }
  return false;
}

/** How long a client should wait before trying again while the database is unavailable. */
const RETRY_AFTER_SECONDS = 5;

/** Every error answers { message, issues? }; a 5xx never shows internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const message = issue.message ?? 'Invalid value';
        const query = error.validationContext === 'querystring' ? (request.query as Record<string, unknown>) : {};
        const repeated = Array.isArray(query[path]);
        return {
          path,
          message: readableMessage({ path, repeated, keyword: issue.keyword, message, params: issue.params }),
        };
      });
      const body: ErrorBody = { message: issues[0]?.message ?? BAD_REQUEST, issues };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ message: error.message });
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    if (isDatabaseUnavailable(error)) {
      // Expected while PostgreSQL restarts; the pool reconnects by itself, so the person only needs to retry.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: 'The service is briefly unavailable. Please try again in a moment.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    // Fastify's own 4xx (bad JSON, wrong content type, body too large): said in our words, or its own.
    const message = wrongContentTypeMessage(error, request) ?? FRAMEWORK_MESSAGES[error.code] ?? error.message;
    return reply.status(status).send({ message: message || GENERIC_MESSAGES[status] || BAD_REQUEST });
  });
}
