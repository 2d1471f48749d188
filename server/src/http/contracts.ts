import { ErrorBodySchema } from '@fiz/core/errors';

/** Documents the error answers a route can give, all in the one error body shape. */
export function errorResponses(...codes: number[]) {
  return Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
}
