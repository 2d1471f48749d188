/**
 * The page a signed-out visitor asked for, as the route guard keeps it in the login page's history state, to
 * open once they have logged in. Only a path on this site: never another site's address ('//host', '/\host').
 */
export function askedFor(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/')) return undefined;
  return /^\/[/\\]/.test(from) ? undefined : from;
}
