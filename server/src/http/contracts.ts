import { z } from 'zod';
import { ErrorBodySchema } from '@fiz/core/errors';

/** Documents the error answers a route can give, all in the one error body shape. */
export function errorResponses(...codes: number[]) {
  return Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
}

/** Who a route's guard lets through, kept on the guard so the API description can say it (http/docs.ts). */
export const ACCESS_POLICY = Symbol('access policy');

/** Where a response schema names its media type, for the API description (OpenAPI 3.0 has no keyword for it). */
export const MEDIA_TYPE = 'x-media-type';

/**
 * A file as the answer: Fastify sends a Buffer as it is, so this only types the handler and documents it, under
 * its own media type (the API description moves it there, http/docs.ts).
 */
export function fileResponse(description: string, mediaType: string) {
  return z
    .custom<Buffer>((value) => Buffer.isBuffer(value))
    .meta({ description, type: 'string', format: 'binary', [MEDIA_TYPE]: mediaType });
}
