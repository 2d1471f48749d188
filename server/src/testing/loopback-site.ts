import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FetchPageOptions } from '../net/safe-fetch.js';

export type SiteFiles = Record<string, [type: string, body: string | Buffer]>;

export interface LoopbackSite {
  /** The address of a path on the site, under its made-up name. */
  url: (path: string) => string;
  /** What the app is given so it may fetch from this site, and from nothing else on loopback. */
  fetchOptions: FetchPageOptions;
  stop: () => Promise<void>;
}

/**
 * A small web site on 127.0.0.1 under a made-up host name, serving fixed files (404 for anything else), for
 * tests of fetching pages and photos. Pages may link to the site's own files, so they are made once its port
 * is known.
 */
export async function startLoopbackSite(host: string, filesAt: (url: (path: string) => string) => SiteFiles) {
  let files: SiteFiles = {};
  const server: Server = createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (!file) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    response.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = (path: string) => `http://${host}:${port}${path}`;
  files = filesAt(url);
  return {
    url,
    fetchOptions: {
      allowLoopbackForTests: true,
      resolve: async (name) => (name === host ? [{ address: '127.0.0.1', family: 4 }] : []),
    },
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  } satisfies LoopbackSite;
}
