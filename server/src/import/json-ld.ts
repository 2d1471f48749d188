import { attribute } from './html-elements.js';
import { elements } from './html-scan.js';
import { clean, linesOf } from './html-text.js';
import type { Found } from './recipe-draft.js';

/** The schema.org Recipe in a page's `<script type="application/ld+json">` blocks, read as leniently as sites need. */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/**
 * Bounds that no recipe page comes near (the 83 pages measured in bench/import carry at most 5 blocks of JSON-LD,
 * nested at most 8 deep, with under 500 values in all), so that reading a hostile page's structured data costs
 * little: V8's JSON.parse alone takes a second on 2 MB of `[`, or on a million `{}`. Depth and values are counted
 * before any parsing: a block nested too deep, or holding more values than the page has left, is left unread.
 */
export const JSON_LD_LIMITS = { blocks: 64, depth: 64, values: 100_000 } as const;

/** The page's most complete recipe: with ingredients and steps, else with either, else with a name; or null. */
export function fromJsonLd(html: string): Found | null {
  const recipes: JsonObject[] = [];
  const values: ValuesLeft = { left: JSON_LD_LIMITS.values };
  let blocks = 0;
  for (const script of elements(html, 'script')) {
    if (attribute(script.attributes, 'type')?.trim().toLowerCase() !== 'application/ld+json') continue;
    blocks += 1;
    if (blocks > JSON_LD_LIMITS.blocks) break;
    const data = parseLenientJson(script.inner, values);
    if (data !== undefined) collectRecipes(data, recipes, 0);
  }
  const found = recipes.map(fromRecipeObject);
  return (
    found.find((recipe) => recipe.ingredients.length > 0 && recipe.steps.length > 0) ??
    found.find((recipe) => recipe.ingredients.length > 0 || recipe.steps.length > 0) ??
    found.find((recipe) => recipe.title !== '') ??
    null
  );
}

/** How many values a page's JSON-LD blocks may still hold in all: each block read takes its own. */
interface ValuesLeft {
  left: number;
}

/**
 * JSON as real sites publish it, within JSON_LD_LIMITS; undefined when it nests too deep, holds more values than
 * are left, or is not JSON even once repaired.
 */
export function parseLenientJson(
  source: string,
  values: ValuesLeft = { left: JSON_LD_LIMITS.values },
): Json | undefined {
  const json = unwrapJson(source);
  const count = valuesIn(json);
  if (count === undefined || count > values.left) return undefined;
  values.left -= count;
  return parseJson(json);
}

/** Without the comment or CDATA some sites wrap their JSON-LD in. */
function unwrapJson(source: string): string {
  return source
    .trim()
    .replace(/^(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>$/g, '')
    .replace(/^<!--|-->$/g, '')
    .trim();
}

/** Raw newlines in strings and trailing commas are repaired; several objects in a row are read as a list. */
function parseJson(json: string): Json | undefined {
  if (json === '') return undefined;
  try {
    return JSON.parse(json) as Json;
  } catch {
    // repaired below
  }
  const repaired = repairJson(json);
  for (const candidate of [repaired, `[${repaired.replace(/}\s*{/g, '},{')}]`]) {
    try {
      return JSON.parse(candidate) as Json;
    } catch {
      // try the next repair
    }
  }
  return undefined;
}

/**
 * At most how many values the JSON holds (each comma and opening bracket outside strings starts one), or
 * undefined when its brackets nest deeper than JSON_LD_LIMITS.depth. One pass, without parsing.
 */
function valuesIn(json: string): number | undefined {
  let values = 1;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index += 1) {
    const char = json[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === ',') values += 1;
    else if (char === '[' || char === '{') {
      values += 1;
      depth += 1;
      if (depth > JSON_LD_LIMITS.depth) return undefined;
    } else if ((char === ']' || char === '}') && depth > 0) depth -= 1;
  }
  return values;
}

/**
 * Escapes control characters inside strings, drops invalid escapes and trailing commas outside them. Runs of
 * characters that need no repair are copied whole.
 */
function repairJson(text: string): string {
  const parts: string[] = [];
  let copiedTo = 0;
  const replace = (index: number, replacement: string) => {
    parts.push(text.slice(copiedTo, index), replacement);
    copiedTo = index + 1;
  };
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (inString) {
      if (char === '\\') {
        // \' and the like: the character stays, the backslash goes.
        if (!'"\\/bfnrtu'.includes(text[index + 1] ?? '-')) replace(index, '');
        index += 1;
      } else if (char === '"') inString = false;
      else if (char < ' ') replace(index, CONTROL_REPAIRS[char] ?? ' ');
    } else if (char === '"') inString = true;
    else if (char === ',' && closesNext(text, index + 1)) replace(index, '');
  }
  parts.push(text.slice(copiedTo));
  return parts.join('');
}

const CONTROL_REPAIRS: Record<string, string> = { '\n': '\\n', '\r': '', '\t': '\\t' };

/**
 * Whether the next character that is not white space closes an object or array. Each look ends at the next
 * character that is not white space, so looking after every comma reads the text about once.
 */
function closesNext(text: string, from: number): boolean {
  let index = from;
  while (index < text.length && /\s/.test(text.charAt(index))) index += 1;
  return text[index] === '}' || text[index] === ']';
}

function isRecipeType(value: Json | undefined): boolean {
  const types = Array.isArray(value) ? value : [value];
  return types.some((type) => typeof type === 'string' && /(?:^|[/:])Recipe$/i.test(type.trim()));
}

function collectRecipes(value: Json, into: JsonObject[], depth: number): void {
  if (depth > 12 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collectRecipes(item, into, depth + 1);
    return;
  }
  if (isRecipeType(value['@type'])) into.push(value);
  for (const [key, child] of Object.entries(value)) {
    if (key !== 'recipeInstructions' && key !== 'recipeIngredient') collectRecipes(child, into, depth + 1);
  }
}

function fromRecipeObject(recipe: JsonObject): Found {
  return {
    title: textOf(recipe.name) || textOf(recipe.headline),
    description: textOf(recipe.description),
    ingredients: ingredientLines(recipe.recipeIngredient ?? recipe.ingredients, 0),
    steps: instructionSteps(recipe.recipeInstructions, 0),
    image: imageOf(recipe.image),
    video: videoAddresses(recipe.video),
    servings: yieldOf(recipe.recipeYield ?? recipe.yield),
    times: { prep: textOf(recipe.prepTime), cook: textOf(recipe.cookTime), total: textOf(recipe.totalTime) },
  };
}

function textOf(value: Json | undefined): string {
  if (typeof value === 'string') return clean(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length > 0 ? textOf(value[0]) : '';
  if (value && typeof value === 'object') return textOf(value['@value'] ?? value.text ?? value.name);
  return '';
}

/**
 * Every line of the ingredients as the page shows them: an entry holding several lines (a newline, a `<br>` or
 * paragraphs inside one string) is several ingredients, and markup inside an entry gives way to its text. Some
 * sites group their ingredients as nested lists (one per part of the recipe): every line counts.
 */
function ingredientLines(value: Json | undefined, depth: number): string[] {
  if (typeof value === 'string') return linesOf(value);
  if (Array.isArray(value) && depth < 4) return value.flatMap((item) => ingredientLines(item, depth + 1));
  if (depth > 0 && value !== undefined) return [textOf(value)];
  return [];
}

/** A step's name that only counts it, in any language: "3", "Step 3", "Passo 3", "Schritt 3.", "Βήμα 3". */
const STEP_COUNTER = /^(?:\p{L}+\s*\d+|\d+|step)[.:)]?$/iu;

function instructionSteps(value: Json | undefined, depth: number): string[] {
  if (depth > 8 || value === null || value === undefined) return [];
  if (typeof value === 'string') return linesOf(value);
  if (Array.isArray(value)) return value.flatMap((item) => instructionSteps(item, depth + 1));
  if (typeof value !== 'object') return [];
  if (value.itemListElement !== undefined) {
    // A section of the method ("To make the streusel") keeps its name as a line of its own above its steps.
    const section = typeof value.name === 'string' ? clean(value.name) : '';
    const steps = instructionSteps(value.itemListElement, depth + 1);
    return section && !STEP_COUNTER.test(section) ? [sectionHeading(section), ...steps] : steps;
  }
  const text = value.text ?? value.description ?? value.name;
  const steps = typeof text === 'string' ? linesOf(text) : instructionSteps(text, depth + 1);
  // A step's name, when it is a short heading of its own rather than the start of its text, comes first.
  const name = typeof value.name === 'string' ? clean(value.name) : '';
  const first = steps[0] ?? '';
  const heading =
    name !== '' && text !== value.name && !STEP_COUNTER.test(name) && !first.startsWith(name.replace(/[.…]+$/u, ''));
  return heading ? [name, ...steps] : steps;
}

/** How much a recipe makes: of several ways it is given (["4", "4 servings"]), the one in words. */
function yieldOf(value: Json | undefined): string {
  const given = Array.isArray(value) ? value.map(textOf) : [textOf(value)];
  return given.find((text) => /\p{L}/u.test(text)) ?? given[0] ?? '';
}

/** A section's name as the heading of its steps: "Streusel" reads "Streusel:". */
const sectionHeading = (name: string) => (/[:.!?]$/u.test(name) ? name : `${name}:`);

/** The addresses a recipe's video is at (a VideoObject's embedUrl, contentUrl or url), joined for a search. */
function videoAddresses(value: Json | undefined): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(videoAddresses).join(' ');
  if (value && typeof value === 'object')
    return [value.embedUrl, value.contentUrl, value.url].map(videoAddresses).join(' ');
  return '';
}

function imageOf(value: Json | undefined): string {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.length > 0 ? imageOf(value[0]) : '';
  if (value && typeof value === 'object') return imageOf(value.url ?? value.contentUrl ?? value['@id']);
  return '';
}
