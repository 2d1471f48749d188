import { attribute } from './html-elements.js';
import { elements } from './html-scan.js';
import { clean, linesOf } from './html-text.js';
import type { Found } from './recipe-draft.js';

/** The schema.org Recipe in a page's `<script type="application/ld+json">` blocks, read as leniently as sites need. */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** The page's most complete recipe: with ingredients and steps, else with either, else with a name; or null. */
export function fromJsonLd(html: string): Found | null {
  const recipes: JsonObject[] = [];
  for (const script of elements(html, 'script')) {
    if (attribute(script.attributes, 'type')?.trim().toLowerCase() !== 'application/ld+json') continue;
    const data = parseLenientJson(script.inner);
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

/** JSON as real sites publish it: wrapped in comments or CDATA, raw newlines in strings, trailing commas. */
export function parseLenientJson(source: string): Json | undefined {
  const unwrapped = source
    .trim()
    .replace(/^(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>$/g, '')
    .replace(/^<!--|-->$/g, '')
    .trim();
  if (unwrapped === '') return undefined;
  try {
    return JSON.parse(unwrapped) as Json;
  } catch {
    // repaired below
  }
  const repaired = repairJson(unwrapped);
  for (const candidate of [repaired, `[${repaired.replace(/}\s*{/g, '},{')}]`]) {
    try {
      return JSON.parse(candidate) as Json;
    } catch {
      // try the next repair
    }
  }
  return undefined;
}

/** Escapes control characters inside strings, drops invalid escapes and trailing commas outside them. */
function repairJson(text: string): string {
  let out = '';
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (inString) {
      if (char === '\\') {
        const next = text[index + 1] ?? '';
        if ('"\\/bfnrtu'.includes(next) && next !== '') out += char + next;
        else out += next; // \' and the like: keep the character, drop the backslash
        index += 1;
      } else if (char === '"') {
        inString = false;
        out += char;
      } else if (char === '\n') out += '\\n';
      else if (char === '\r') out += '';
      else if (char === '\t') out += '\\t';
      else if (char < ' ') out += ' ';
      else out += char;
    } else if (char === '"') {
      inString = true;
      out += char;
    } else if (char === ',' && /^\s*[}\]]/.test(text.slice(index + 1, index + 200))) {
      // trailing comma: skip
    } else out += char;
  }
  return out;
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

/** Some sites group their ingredients as nested lists (one per part of the recipe): every line counts. */
function ingredientLines(value: Json | undefined, depth: number): string[] {
  if (typeof value === 'string') return depth === 0 ? linesOf(value) : [clean(value)];
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
