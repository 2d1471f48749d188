import { z } from 'zod';

/** Row ids are 32-bit serials: a larger number names no row, and must be refused before it reaches a query. */
export const MAX_ID = 2_147_483_647;

/** A number as a path or query writes it: '12', '-1', '1.5'; not '0x1', '1e0', ' 12 ' or ''. */
const WRITTEN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * A row id from a path, query or body, with messages that name what it identifies ('recipe', 'user' …). A JSON
 * number, or a number written in decimal digits; nothing else is read as one (true, [10] or '0xa' would name
 * recipe 1 or 10 to a lenient reader).
 */
export function idSchema(what: string) {
  const notANumber = `The ${what} id must be a number`;
  const notWhole = `The ${what} id must be a whole number`;
  return (
    z
      // Any number gets through here so that 1.5 is told it must be whole, below; the API description says integer.
      .union([z.number().meta({ type: 'integer' }), z.string().regex(WRITTEN_NUMBER, { error: notANumber })], {
        error: notANumber,
      })
      .transform(Number)
      .pipe(
        z
          .number({ error: notANumber })
          // First, and alone: a number too large to name a row is no id, whole or not (1e20 is not a safe integer).
          .max(MAX_ID, { error: `There is no ${what} with that id`, abort: true })
          .int({ error: notWhole })
          .positive({ error: `The ${what} id must be a positive number` }),
      )
  );
}
