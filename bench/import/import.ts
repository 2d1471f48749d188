/**
 * Measures importing a recipe from a saved web page (see README.md) against what a reference extractor pulled
 * from each: title exact, ingredient lines exact after whitespace normalisation, steps token F1, failures.
 *
 *   npx tsx bench/import/import.ts [--misses N] [--data DIR]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RecipeDraft } from '../../core/src/import.js';
import { isIngredientHeading } from '../../core/src/ingredient-heading.js';
import { extractRecipe } from '../../server/src/import/extract-recipe.js';
import { parseArgs } from '../search/options.js';

const DEFAULT_DATA = '/work/shared/data/import-samples';
const GOALS = { title: 0.995, ingredients: 0.95, stepsF1: 0.985 };

interface Expected {
  title?: string;
  ingredients?: string[];
  instructions_list?: string[];
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Token F1 of all steps joined, as bags of words. */
function tokenF1(got: string[], want: string[]): number {
  const gotTokens = tokens(got.join(' '));
  const wantTokens = tokens(want.join(' '));
  if (gotTokens.length === 0 && wantTokens.length === 0) return 1;
  if (gotTokens.length === 0 || wantTokens.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const token of wantTokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  let overlap = 0;
  for (const token of gotTokens) {
    const left = counts.get(token) ?? 0;
    if (left > 0) {
      overlap += 1;
      counts.set(token, left - 1);
    }
  }
  const precision = overlap / gotTokens.length;
  const recall = overlap / wantTokens.length;
  return overlap === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}

/** Ingredient lines matched exactly, in order-free multiset terms, over the larger of the two counts. */
function ingredientScore(got: string[], want: string[]): { hits: number; total: number; missed: string[] } {
  const left = new Map<string, number>();
  for (const line of got.map(normalise)) left.set(line, (left.get(line) ?? 0) + 1);
  const missed: string[] = [];
  let hits = 0;
  for (const line of want.map(normalise)) {
    const count = left.get(line) ?? 0;
    if (count > 0) {
      hits += 1;
      left.set(line, count - 1);
    } else missed.push(line);
  }
  return { hits, total: Math.max(got.length, want.length), missed };
}

function main() {
  const { named } = parseArgs(process.argv.slice(2));
  const dir = named.get('data') ?? DEFAULT_DATA;
  const showMisses = Number(named.get('misses') ?? 5);
  if (!existsSync(dir)) {
    console.log(`No saved pages at ${dir}: nothing to measure (it lives in the shared data folder).`);
    return;
  }
  const manifest = new Map<string, Record<string, string>>();
  const manifestFile = join(dir, 'manifest.tsv');
  if (existsSync(manifestFile)) {
    const [header = '', ...rows] = readFileSync(manifestFile, 'utf8').trim().split('\n');
    const names = header.split('\t');
    for (const row of rows) {
      const values = row.split('\t');
      manifest.set(values[0]!, Object.fromEntries(names.map((name, index) => [name, values[index] ?? ''])));
    }
  }
  const pages = readdirSync(dir)
    .filter((file) => file.endsWith('.html') && existsSync(join(dir, file.replace(/\.html$/, '.json'))))
    .sort();
  let titleHits = 0;
  let ingredientHits = 0;
  let ingredientTotal = 0;
  let headings = 0;
  let pagesWithHeadings = 0;
  let f1Sum = 0;
  const failures: string[] = [];
  const titleMisses: string[] = [];
  const ingredientMisses: string[] = [];
  const stepMisses: string[] = [];
  const started = performance.now();
  // CPU time as well as wall time: on a host shared with other work the wall time says more of the host than of
  // the import.
  const cpuAtStart = process.cpuUsage();
  for (const file of pages) {
    const site = file.replace(/\.html$/, '');
    const html = readFileSync(join(dir, file), 'utf8');
    const expected = JSON.parse(readFileSync(join(dir, `${site}.json`), 'utf8')) as Expected;
    const host = site.split('__')[0]!;
    let draft: RecipeDraft | null = null;
    try {
      draft = extractRecipe(html, `https://${host}/`);
    } catch (error) {
      failures.push(`${site}: threw ${(error as Error).message}`);
    }
    if (!draft) {
      if (failures.at(-1)?.startsWith(site) !== true) {
        const jsonLd = manifest.get(site)?.jsonld_recipe_parsed === '1' ? ' (has recipe JSON-LD)' : '';
        failures.push(`${site}: no recipe found${jsonLd}`);
      }
    }
    const wantTitle = normalise(expected.title ?? '');
    if (draft && normalise(draft.title) === wantTitle) titleHits += 1;
    else titleMisses.push(`${site}: got "${draft?.title ?? ''}", want "${wantTitle}"`);
    const pageHeadings = draft?.ingredients.filter(isIngredientHeading).length ?? 0;
    headings += pageHeadings;
    if (pageHeadings > 0) pagesWithHeadings += 1;
    // The reference lists no group headings ("For the glaze:"): only the draft's ingredients are scored.
    const score = ingredientScore(
      draft?.ingredients
        .filter((ingredient) => !isIngredientHeading(ingredient))
        .map((ingredient) => ingredient.text) ?? [],
      expected.ingredients ?? [],
    );
    ingredientHits += score.hits;
    ingredientTotal += score.total;
    if (score.missed.length > 0) ingredientMisses.push(`${site}: ${score.missed.slice(0, 3).join(' | ')}`);
    const f1 = tokenF1(draft?.method ?? [], expected.instructions_list ?? []);
    f1Sum += f1;
    if (f1 < 0.98) stepMisses.push(`${site}: F1 ${f1.toFixed(3)}`);
  }
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuAtStart);
  const results = {
    title: titleHits / pages.length,
    ingredients: ingredientHits / Math.max(ingredientTotal, 1),
    stepsF1: f1Sum / pages.length,
  };
  const verdict = (value: number, goal: number) => (value >= goal ? 'met' : 'NOT met');
  console.log(
    `${pages.length} pages from ${dir}, imported and scored in ${elapsed.toFixed(0)} ms ` +
      `(${((cpu.user + cpu.system) / 1000).toFixed(0)} ms of CPU)`,
  );
  console.log(
    `titles exact       ${(results.title * 100).toFixed(1)}%  (goal ${GOALS.title * 100}%, ${verdict(results.title, GOALS.title)})`,
  );
  console.log(
    `ingredient lines   ${(results.ingredients * 100).toFixed(1)}%  (${ingredientHits}/${ingredientTotal}; goal ${GOALS.ingredients * 100}%, ${verdict(results.ingredients, GOALS.ingredients)})`,
  );
  console.log(
    `steps token F1     ${results.stepsF1.toFixed(3)}  (goal ${GOALS.stepsF1}, ${verdict(results.stepsF1, GOALS.stepsF1)})`,
  );
  console.log(`ingredient headings ${headings} on ${pagesWithHeadings} pages (not scored)`);
  console.log(`import failures    ${failures.length}`);
  for (const failure of failures) console.log(`  ${failure}`);
  const show = (title: string, misses: string[]) => {
    if (showMisses <= 0 || misses.length === 0) return;
    console.log(`${title} (${misses.length}):`);
    for (const miss of misses.slice(0, showMisses)) console.log(`  ${miss}`);
  };
  show('title misses', titleMisses);
  show('pages with ingredient misses', ingredientMisses);
  show('pages with steps F1 < 0.98', stepMisses);
}

main();
