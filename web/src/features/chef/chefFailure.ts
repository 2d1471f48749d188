import { ApiError } from '../../lib/api';

/**
 * Chef Basil's refusals and failures (4xx and 5xx alike) carry a message written for the cook (spec 8), so it
 * is shown as it is; only when there is no answer at all, or one that is not understood, the fallback is.
 */
export function chefFailureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && !error.isNetworkError && error.message ? error.message : fallback;
}
