import { describe, expect, it } from 'vitest';
import { readableMessage } from './validation-messages.js';

const issue = (path: string, keyword: string, message: string, params: Record<string, unknown> = {}) =>
  readableMessage({ path, keyword, message, params });

describe("zod's default messages, in words", () => {
  it('names a missing or mistyped field, and a body that is not an object', () => {
    expect(issue('', 'invalid_type', 'Invalid input: expected object, received null')).toBe(
      'Send the fields of the request as a JSON object, with Content-Type: application/json.',
    );
    expect(issue('answer', 'invalid_type', 'Invalid input: expected string, received undefined')).toBe(
      'answer is required',
    );
    expect(issue('search', 'invalid_type', 'Invalid input: expected string, received array')).toBe(
      'search must be text',
    );
  });

  it('says how long or how many', () => {
    const params = { maximum: 10_000, origin: 'string' };
    expect(issue('answer', 'too_big', 'Too big: expected string to have <=10000 characters', params)).toBe(
      'answer is at most 10000 characters',
    );
    expect(
      issue('lines', 'too_small', 'Too small: expected array to have >=1 items', { minimum: 1, origin: 'array' }),
    ).toBe('lines is at least 1 item');
  });

  it('names the field of a value that is not one of those allowed', () => {
    expect(issue('recipeBasil', 'invalid_union', 'Invalid input')).toBe('recipeBasil is not valid');
  });

  it("keeps the schemas' own messages", () => {
    expect(issue('recipeName', 'too_big', 'A recipe name is at most 50 characters', { maximum: 50 })).toBe(
      'A recipe name is at most 50 characters',
    );
  });
});
