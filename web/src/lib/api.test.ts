import { describe, expect, it } from 'vitest';
import { CHEF_MESSAGES } from '@fiz/core/chef';
import { ApiError, serverMessage } from './api';

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
