import { normalizeStatus } from '@fiz/core/access';

/**
 * The page a signed-out visitor asked for, as the route guard keeps it in the login page's history state, to
 * open once they have logged in. Only a path on this site: never another site's address ('//host', '/\host').
 */
export function askedFor(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/')) return undefined;
  return /^\/[/\\]/.test(from) ? undefined : from;
}

/**
 * Spec 4.1: where the desktop login leads. An Expired cook goes to /upgrade (the only page of the full site open
 * to them), anyone else to the page they asked for, else the dashboard.
 */
export function afterDesktopLogin(status: string, state: unknown): string {
  return normalizeStatus(status) === 'Expired' ? '/upgrade' : (askedFor(state) ?? '/dashboard');
}
