/**
 * Page weight: per route, the JavaScript and CSS a first visit downloads from the production build (raw and
 * gzip), and the two journeys the budgets name, compared with what peer apps ship before their recipe list.
 *
 *   npm run build && npx tsx bench/weight/run.ts [--packages]
 *
 * --packages also breaks each journey's gzipped JS down by npm package.
 */
import { fileURLToPath } from 'node:url';
import { BuildDownloads, type Weight } from './downloads.js';
import { gzipByPackage } from './packages.js';
import { routePages } from '../../web/build/route-modules.js';

const WEB = fileURLToPath(new URL('../../web/', import.meta.url));
const KB = 1024;

/** The issue's budgets (gzipped JS), and the peers' figures it quotes (527-646 KB of gzipped JS). */
const JOURNEYS = [
  { name: 'mobile: /mlogin → /mrecipes', paths: ['/mlogin', '/mrecipes'], budgetKb: 180 },
  { name: 'desktop: /recipes', paths: ['/recipes'], budgetKb: 250 },
] as const;
const PEER_LIGHTEST_KB = 527;

const kb = (bytes: number) => (bytes / KB).toFixed(1);

function row(label: string, weight: Weight): string {
  return `| ${label} | ${weight.files} | ${kb(weight.jsRaw)} | ${kb(weight.jsGzip)} | ${kb(weight.cssRaw)} | ${kb(weight.cssGzip)} |`;
}

function main(): void {
  const downloads = new BuildDownloads(`${WEB}dist`);
  const pages = routePages(`${WEB}src/app/router.tsx`);
  const sourcesOf = new Map(pages.map((page) => [page.path, page.sources]));

  console.log('| route | files | JS raw KB | JS gzip KB | CSS raw KB | CSS gzip KB |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const page of pages) console.log(row(page.path, downloads.weigh(downloads.filesFor(page.sources))));

  console.log(
    '\n| journey | files | JS raw KB | JS gzip KB | CSS raw KB | CSS gzip KB | budget (JS gzip) | vs lightest peer |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |');
  for (const journey of JOURNEYS) {
    const sources = journey.paths.flatMap((path) => {
      const found = sourcesOf.get(path);
      if (!found) throw new Error(`${path} has no lazy page in the router`);
      return found;
    });
    const weight = downloads.weigh(downloads.filesFor(sources));
    const met = weight.jsGzip <= journey.budgetKb * KB ? 'met' : 'MISSED';
    const ratio = (weight.jsGzip / (PEER_LIGHTEST_KB * KB)).toFixed(2);
    console.log(`${row(journey.name, weight)} ${journey.budgetKb} KB: ${met} | ${ratio}× |`);
    if (process.argv.includes('--packages')) printPackages(`${WEB}dist`, downloads.filesFor(sources));
  }
}

function printPackages(distDir: string, files: Set<string>): void {
  const byPackage = [...gzipByPackage(distDir, files)].sort((a, b) => b[1] - a[1]);
  for (const [name, gzip] of byPackage.filter(([, bytes]) => bytes >= 512)) {
    console.log(`|   ${name} | | | ${kb(gzip)} | | | | |`);
  }
}

main();
