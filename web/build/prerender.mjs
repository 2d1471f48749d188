// Renders the pages a phone opens first into dist/prerendered/ (web/build/prerender.ts), after `vite build`.
// Vite loads the app's modules for Node the way it does for tests, so the pages render from their own source.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const vite = await createServer({
  root: webDir,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { prerenderPages } = await vite.ssrLoadModule('/build/prerender.ts');
  console.log(`prerendered ${prerenderPages(webDir).join(', ')}`);
} finally {
  await vite.close();
}
