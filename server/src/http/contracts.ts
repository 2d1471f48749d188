import { z } from 'zod';
import { ErrorBodySchema } from '@fiz/core/errors';

/** Documents the error answers a route can give, all in the one error body shape. */
export function errorResponses(...codes: number[]) {
  return Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
}

/** A file as the answer: Fastify sends a Buffer as it is, so this only types the handler and documents it. */
export function fileResponse(description: string) {
  return z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ description, type: 'string', format: 'binary' });
}
