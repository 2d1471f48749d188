import { vi } from 'vitest';

/** One answer of the fake server: a status and a JSON body, or no answer at all (the connection is down). */
export type Answer = { status?: number; body: unknown } | 'offline';
type Route = (body: unknown) => Answer;

export interface FakeApi {
  /** What each request sent, in order, as "METHOD /path" and its parsed JSON body. */
  requests: { route: string; body: unknown }[];
  /** Sets or replaces how the server answers a route, e.g. 'POST /updaterecipe'. */
  answer: (route: string, reply: Answer | Route) => void;
}

/**
 * The network, faked at fetch: the app's own modules run as they are and talk to a server that answers with the
 * API's JSON shapes. A request with no answer set fails the test (console.error) rather than hang it.
 */
export function fakeApi(routes: Record<string, Answer | Route> = {}): FakeApi {
  const table = new Map(Object.entries(routes));
  const requests: FakeApi['requests'] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://fiz.test').pathname.replace(/^\/api/, '');
    const route = `${init.method ?? 'GET'} ${path}`;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ route, body });
    const handler = table.get(route);
    if (!handler) console.error(`No answer set for ${route}`);
    const answer = typeof handler === 'function' ? handler(body) : (handler ?? { status: 404, body: {} });
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', vi.fn(fetch));
  return { requests, answer: (route, reply) => table.set(route, reply) };
}
