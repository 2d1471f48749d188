import { domainToUnicode } from 'node:url';

/**
 * Query parameters that say how a visitor arrived (campaigns, ad clicks, newsletters), never which recipe a page
 * shows. Every other parameter is kept: `?id=12` and `?id=13` may well be two recipes.
 */
const TRACKING_PARAMETER =
  /^(utm_.*|fbclid|gclid|gclsrc|dclid|gbraid|wbraid|msclkid|yclid|twclid|ttclid|igshid|mc_cid|mc_eid|_ga|_gl|srsltid)$/i;

/**
 * What two addresses of the same page have in common: host (without www.) and path (without a trailing slash),
 * then the query without tracking parameters, in name order. The scheme and the fragment do not count. Null for
 * anything that is not an http(s) address.
 */
export function samePageKey(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.host.replace(/^www\./, '');
  const path = url.pathname.replace(/\/+$/, '');
  const kept = [...url.searchParams].filter(([name]) => !TRACKING_PARAMETER.test(name));
  // Stable: a name given twice keeps the order of its values, which the page may read as a list.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return `${host}${path}${query ? `?${query}` : ''}`;
}

/**
 * The keys under which recipes_user_page_idx files a link, for each form an address of this page may have been
 * saved in: as written and as a browser writes it (host in lower case, characters escaped). This is the index's
 * expression (websitePageKey in db/schema.ts) done in JavaScript, and must stay the same.
 */
export function pageLookupKeys(address: string): string[] {
  const forms = [address.trim()];
  try {
    forms.push(...writtenForms(new URL(address.trim())));
  } catch {
    // Not an address a browser could open: only the form it was written in is looked up.
  }
  const keys = forms.map((form) =>
    form
      .replace(/[?#].*$/s, '')
      .replace(/^https?:\/\/(www\.)?|\/+$/gi, '')
      .toLowerCase(),
  );
  return [...new Set(keys)].filter((key) => key !== '');
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * The ways a link to this address may have been saved: as a browser writes it (characters escaped, an
 * international host in its xn-- form), with them as people type them ("crème-brûlée", "bücher.example"), and with
 * the default port written out (":443").
 */
function writtenForms(url: URL): string[] {
  const unicodeHost = domainToUnicode(url.hostname);
  const hosts = [...new Set([url.host, unicodeHost && url.port === '' ? unicodeHost : url.host])];
  const defaultPort = url.port === '' ? DEFAULT_PORTS[url.protocol] : undefined;
  const rest = `${url.pathname}${url.search}${url.hash}`;
  const rests = [...new Set([rest, decodedOrSame(rest)])];
  return hosts.flatMap((host) =>
    [host, ...(defaultPort ? [`${host}:${defaultPort}`] : [])].flatMap((written) =>
      rests.map((tail) => `${url.protocol}//${written}${tail}`),
    ),
  );
}

function decodedOrSame(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    // A lone "%" or a broken escape: the address as the browser wrote it is the only form.
    return text;
  }
}
