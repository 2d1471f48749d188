import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Driver } from './driver.js';
import type { Statement } from './measure.js';

/**
 * The floor under the app: a bare node:http server that, for every request, does only the database work the app
 * does (its session lookup, then the search statements) and answers the last statement's rows as JSON, with no
 * framework, validation or query building. Loaded like the app, it shows how close to the raw SQL any HTTP server
 * that checks a session in the database can come on the same machine.
 */
export async function startBareServer(
  driver: Driver,
  session: Statement,
  search: Statement[],
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    const answer = async () => {
      await driver.query(session.text, session.params, session.name);
      let rows: unknown[] = [];
      for (const statement of search) ({ rows } = await driver.query(statement.text, statement.params));
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      response.end(JSON.stringify(rows));
    };
    answer().catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
