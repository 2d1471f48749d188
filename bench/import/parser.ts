/**
 * Measures the ingredient-line parser against hand-labelled lines (see README.md): quantity exact, unit exact on
 * lines with one quantity, and the item's word F1 against the labelled name.
 *
 *   npx tsx bench/import/parser.ts [--misses N] [--data FILE]
 */
import { existsSync, readFileSync } from 'node:fs';
import { canonicalUnit, parseIngredientLine, type ParsedIngredient } from '../../core/src/ingredient-line.js';
import { parseQuantity } from '../../core/src/amounts.js';
import { parseArgs } from '../search/options.js';

const DEFAULT_DATA = '/work/shared/data/ingredients-dev.csv';
const GOALS = { qty: 0.98, unit: 0.95, itemF1: 0.9 };
/** The labels round thirds to four places (1/3 → 0.3333). */
const QTY_TOLERANCE = 0.001;

type Row = Record<string, string>;

/** RFC 4180: fields in double quotes may hold commas, newlines and doubled quotes. */
function parseCsv(text: string): Row[] {
  const records: string[][] = [];
  const record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      field += '"';
      index += 1;
    } else if (char === '"') quoted = !quoted;
    else if (quoted || (char !== ',' && char !== '\n' && char !== '\r')) field += char;
    else if (char === ',' || char === '\n') {
      record.push(field);
      field = '';
      if (char === '\n') records.push(record.splice(0));
    }
  }
  if (field || record.length > 0) records.push([...record, field]);
  const [header = [], ...rows] = records;
  return rows.map((values) => Object.fromEntries(header.map((name, index) => [name, values[index] ?? ''])));
}

/** A written quantity as a number: fractions, mixed numbers and glyphs evaluated; undefined if not a number. */
function decimalOf(written: string): number | undefined {
  const amount = parseQuantity(written.replace(',', '.'));
  return amount ? amount.numerator / amount.denominator : undefined;
}

/** The low and high ends of a parsed quantity ("2-3", "¼ to ½"); a single amount has no high end. */
function quantityBounds(qty: string): { low?: number; high?: number } {
  const [low = '', high] = qty.split(/\s*[-–—]\s*|\s+(?:to|or)\s+/u);
  return { low: decimalOf(low), high: high === undefined ? undefined : decimalOf(high) };
}

const close = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined ? a === b : Math.abs(a - b) < QTY_TOLERANCE;
const labelled = (value: string) => (value.trim() === '' ? undefined : Number(value));

function quantityMatches(row: Row, parsed: ParsedIngredient): boolean {
  const { low, high } = quantityBounds(parsed.qty);
  if (parsed.qty !== '' && low === undefined) return false;
  return close(low, labelled(row.qty!)) && close(high, labelled(row.qty_max!));
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];

function wordF1(predicted: string, expected: string): number {
  const guess = words(predicted);
  const truth = words(expected);
  if (guess.length === 0 && truth.length === 0) return 1;
  const remaining = [...truth];
  let common = 0;
  for (const word of guess) {
    const at = remaining.indexOf(word);
    if (at < 0) continue;
    remaining.splice(at, 1);
    common += 1;
  }
  if (common === 0) return 0;
  const precision = common / guess.length;
  const recall = common / truth.length;
  return (2 * precision * recall) / (precision + recall);
}

interface Miss {
  input: string;
  got: string;
  want: string;
}

function measure(rows: Row[]) {
  const misses = { qty: [] as Miss[], unit: [] as Miss[], item: [] as Miss[] };
  let qtyHits = 0;
  let unitLines = 0;
  let unitHits = 0;
  let f1Sum = 0;
  for (const row of rows) {
    const parsed = parseIngredientLine(row.input!);
    if (quantityMatches(row, parsed)) qtyHits += 1;
    else misses.qty.push({ input: row.input!, got: parsed.qty, want: `${row.qty} ${row.qty_max}`.trim() });
    if (row.n_qty === '1') {
      unitLines += 1;
      if (canonicalUnit(parsed.unit) === canonicalUnit(row.unit!)) unitHits += 1;
      else misses.unit.push({ input: row.input!, got: parsed.unit, want: row.unit! });
    }
    const f1 = wordF1(parsed.item, row.name!);
    f1Sum += f1;
    if (f1 < 1) misses.item.push({ input: row.input!, got: parsed.item, want: row.name! });
  }
  return { qty: qtyHits / rows.length, unit: unitHits / unitLines, itemF1: f1Sum / rows.length, unitLines, misses };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const verdict = (value: number, goal: number) => (value >= goal ? 'met' : 'missed');

function main(): void {
  const { named } = parseArgs(process.argv.slice(2));
  const file = named.get('data') ?? DEFAULT_DATA;
  if (!existsSync(file)) {
    console.log(`No labelled data at ${file}: nothing to measure (it lives in the shared data folder).`);
    return;
  }
  const rows = parseCsv(readFileSync(file, 'utf8')).filter((row) => row.input);
  const started = performance.now();
  const result = measure(rows);
  const elapsed = performance.now() - started;
  console.log(`${rows.length} lines from ${file}, parsed and scored in ${elapsed.toFixed(0)} ms`);
  console.log(
    `qty exact          ${percent(result.qty).padStart(6)}  goal ${percent(GOALS.qty)}  ${verdict(result.qty, GOALS.qty)}`,
  );
  console.log(
    `unit exact (n=${result.unitLines}) ${percent(result.unit).padStart(6)}  goal ${percent(GOALS.unit)}  ${verdict(result.unit, GOALS.unit)}`,
  );
  console.log(
    `item word F1       ${result.itemF1.toFixed(3).padStart(6)}  goal ${GOALS.itemF1.toFixed(2)}    ${verdict(result.itemF1, GOALS.itemF1)}`,
  );
  const shown = Number(named.get('misses') ?? 0);
  for (const [metric, misses] of Object.entries(result.misses)) {
    for (const miss of misses.slice(0, shown))
      console.log(`${metric} miss: ${miss.input}  | got "${miss.got}" want "${miss.want}"`);
  }
}

main();
