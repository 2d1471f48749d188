/**
 * Measures what hostile pages cost (see README.md): the time each takes to read, and how long the main thread is
 * held while five imports of them are read at once, read on it as before or in the recipe reader's threads.
 *
 *   npx tsx --conditions=fiz-source bench/import/hostile.ts
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { extractRecipe } from '../../server/src/import/extract-recipe.js';
import { createRecipeReader } from '../../server/src/import/recipe-reader.js';
import { HOSTILE_PAGES, hugePage, nestedBracketsPage } from '../../server/src/testing/hostile-pages.js';

const PAGE_URL = 'https://hostile.example/recipe';

function readingCosts(): void {
  console.log('To read each page on one thread (ms of CPU, and of wall clock):');
  for (const [name, make] of Object.entries(HOSTILE_PAGES)) {
    const html = make();
    const cpu = process.cpuUsage();
    const started = performance.now();
    extractRecipe(html, PAGE_URL);
    const wall = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    const size = `${(html.length / 1024 / 1024).toFixed(1)} MB`;
    const [cpuMs, wallMs] = [(user + system) / 1000, wall].map((ms) => ms.toFixed(0).padStart(5));
    console.log(`  ${name.padEnd(44)} ${size}  ${cpuMs}  ${wallMs}`);
  }
}

/** The longest the event loop waited, in ms, while `work` ran. */
async function longestStall(work: () => Promise<unknown>): Promise<{ stall: number; elapsed: number }> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  await work();
  const elapsed = performance.now() - started;
  delay.disable();
  return { stall: delay.max / 1e6, elapsed };
}

async function fiveImports(): Promise<void> {
  const pages = [nestedBracketsPage(), hugePage(), nestedBracketsPage(), hugePage(), nestedBracketsPage()];
  const onMainThread = await longestStall(async () => {
    for (const html of pages) {
      await new Promise((resolve) => setImmediate(resolve));
      extractRecipe(html, PAGE_URL);
    }
  });
  const reader = createRecipeReader();
  // The threads start and load their code first, as they have after a server's first import.
  await reader.read({ kind: 'text', text: 'Toast\nIngredients\n1 slice bread\nMethod\nToast it.' });
  const inThreads = await longestStall(() =>
    Promise.all(pages.map((html) => reader.read({ kind: 'html', html, url: PAGE_URL }))),
  );
  await reader.close();
  // The baseline: what the host's own load makes the same event loop wait, doing nothing for as long.
  const idle = await longestStall(() => new Promise((resolve) => setTimeout(resolve, inThreads.elapsed)));
  console.log('Five imports at once (3 × nested brackets, 2 × 5 MB of elements):');
  for (const [where, { stall, elapsed }] of [
    ['on the main thread', onMainThread],
    ['in the reader threads', inThreads],
    ['idle (baseline)', idle],
  ] as const) {
    console.log(
      `  ${where.padEnd(22)} longest stall ${stall.toFixed(0).padStart(5)} ms, over ${elapsed.toFixed(0)} ms`,
    );
  }
}

readingCosts();
await fiveImports();
