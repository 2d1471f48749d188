import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Recipe pages for the import tests go by this name, which the test server resolves to 127.0.0.1 and is
 * allowed to fetch from; nothing else on loopback is reachable through the importer.
 */
export const RECIPE_SITE_HOST = 'recipes.fiz.test';

type SiteFiles = Record<string, [type: string, body: string | Buffer]>;

/** A small web site on loopback serving paths with their content types; pages may link to the site's own files. */
export async function startRecipeSite(filesAt: (url: (path: string) => string) => SiteFiles) {
  let files: SiteFiles = {};
  const server: Server = createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (!file) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    response.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = (path: string) => `http://${RECIPE_SITE_HOST}:${port}${path}`;
  files = filesAt(url);
  return { url, stop: () => new Promise((resolve) => server.close(resolve)) };
}
