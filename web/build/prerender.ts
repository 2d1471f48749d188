import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pageNeedsCook } from '@fiz/core/access';
import { prerenderedFile, type FirstPaintStatus } from '@fiz/core/prerendered';
import { PRERENDERED_PAGES, renderFirstPaint } from '../src/app/prerender';
import { filesFor, readManifest } from './manifest-files';
import { routePages } from './route-modules';

function replaceOnce(html: string, find: string, replacement: string): string {
  if (!html.includes(find)) throw new Error(`index.html no longer contains ${find}`);
  return html.replace(find, () => replacement);
}

/**
 * Writes each prerendered page: the built index.html with the page's markup in #root and the stylesheets of
 * the page's chunks linked in the head, so it paints styled before any script runs. The markup is inert, so
 * nothing can be typed into it before the app replaces it with the live page.
 */
export function prerenderPages(webDir: string): string[] {
  const distDir = join(webDir, 'dist');
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = readManifest(distDir);
  const routes = routePages(join(webDir, 'src', 'app', 'router.tsx'));
  return Object.keys(PRERENDERED_PAGES).flatMap((path) => {
    const route = routes.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`${path} is not a route of router.tsx`);
    const stylesheets = [...filesFor(manifest, route.sources)]
      .filter((file) => file.endsWith('.css') && !shell.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
    let page = replaceOnce(shell, '<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">');
    page = replaceOnce(page, '</head>', `${stylesheets.join('')}</head>`);
    const write = (status: FirstPaintStatus) => {
      const html = replaceOnce(
        page,
        '<div id="root"></div>',
        `<div id="root"><div inert style="display: contents">${renderFirstPaint(path, status)}</div></div>`,
      );
      const file = prerenderedFile(path, status);
      mkdirSync(dirname(join(distDir, file)), { recursive: true });
      writeFileSync(join(distDir, file), html);
      return file;
    };
    const files = [write('Member')];
    if (pageNeedsCook(path)) files.push(write('Expired'));
    return files;
  });
}
