import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@fiz/core/errors';

/** An error whose message is meant for the person using Fiz. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const GENERIC_MESSAGES: Record<number, string> = {
  400: 'The request could not be understood. Please check what you sent and try again.',
  404: 'That could not be found.',
  413: 'That is too large to upload.',
  415: 'That kind of content is not accepted here.',
};

/** Every error answers { message, issues? }; a 5xx never shows internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      const body: ErrorBody = { message: issues[0]?.message ?? GENERIC_MESSAGES[400]!, issues };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ message: error.message });
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    // Fastify's own 4xx (bad JSON, wrong content type, body too large): its message names the problem.
    return reply.status(status).send({ message: error.message || GENERIC_MESSAGES[status] || GENERIC_MESSAGES[400]! });
  });
}
