import { parseIngredientLine } from '@fiz/core/ingredient-line';
import { INGREDIENT_LIMITS, INGREDIENTS_MAX, RECIPE_NAME_MAX, RECIPE_NOTE_MAX } from '@fiz/core/recipe';
import { decodeEntities, stripTags } from './html-text.js';

/**
 * Turns a recipe web page (or pasted recipe text) into a draft for the Add/Edit Recipe page, without saving it.
 * Pure: no network, no database. The page is read with regular expressions rather than a DOM, because no HTML
 * parser is a dependency of the server; the extractors therefore look only at well-delimited pieces of markup:
 * `<script type="application/ld+json">`, `itemprop` attributes, `<title>`, `<meta>`, headings and lists.
 */

export interface DraftIngredient {
  /** The line as the page wrote it, cleaned of markup. */
  text: string;
  qty: string;
  unit: string;
  item: string;
  note: string;
}

export interface RecipeDraft {
  /** The recipe's title, uncut. */
  title: string;
  /** The title cut to the recipe name's limit at a word boundary. */
  name: string;
  note: string;
  ingredients: DraftIngredient[];
  method: string[];
  imageUrl: string;
  websiteLink: string;
  youtubeCode: string;
}

interface Found {
  title: string;
  description: string;
  ingredients: string[];
  steps: string[];
  image: string;
}

/** Reads a recipe page: schema.org JSON-LD first, then microdata, then headings and lists; null when none. */
export function extractRecipe(html: string, pageUrl: string): RecipeDraft | null {
  const found = findRecipe(html);
  if (!found) return null;
  const title = found.title || pageTitle(html);
  return buildDraft({
    ...found,
    title,
    image: found.image || metaContent(html, 'og:image'),
    websiteLink: pageUrl,
    youtubeCode: findYoutubeCode(html),
  });
}

/**
 * Structured data first; a JSON-LD recipe that lacks its ingredients or steps (some sites keep them in the page
 * only) is completed from microdata or from the lists under the page's headings.
 */
function findRecipe(html: string): Found | null {
  const jsonLd = fromJsonLd(html);
  if (jsonLd && jsonLd.ingredients.length > 0 && jsonLd.steps.length > 0) return jsonLd;
  const microdata = fromMicrodata(html);
  const lists = fromHeadingsAndLists(html);
  if (!jsonLd) {
    if (microdata) return microdata;
    return lists.ingredients.length > 0 && lists.steps.length > 0 ? lists : null;
  }
  const fill = (own: string[], ...others: (string[] | undefined)[]) =>
    own.length > 0 ? own : (others.find((other) => other !== undefined && other.length > 0) ?? []);
  return {
    ...jsonLd,
    ingredients: fill(jsonLd.ingredients, microdata?.ingredients, lists.ingredients),
    steps: fill(jsonLd.steps, microdata?.steps, lists.steps),
  };
}

/**
 * Reads pasted recipe text: the first line is the title; lines under an "Ingredients" heading, or that start with
 * a quantity before any heading, are ingredients; lines under "Method"/"Instructions" are steps.
 */
export function extractRecipeFromText(text: string): RecipeDraft | null {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map(clean)
    .filter((line) => line !== '');
  const [title = '', ...rest] = lines;
  const ingredients: string[] = [];
  const steps: string[] = [];
  const description: string[] = [];
  let section: 'none' | 'ingredients' | 'method' = 'none';
  for (const line of rest) {
    if (INGREDIENTS_HEADING.test(line)) section = 'ingredients';
    else if (METHOD_HEADING.test(line)) section = 'method';
    else if (section === 'method') steps.push(line.replace(/^(?:step\s*)?\d+\s*[.):-]\s*/i, ''));
    else if (section === 'ingredients' || parseIngredientLine(line).qty !== '') {
      ingredients.push(line.replace(/^[-*•·▢□]\s*/u, ''));
    } else description.push(line);
  }
  return buildDraft({
    title,
    description: description.join(' '),
    ingredients,
    steps,
    image: '',
    websiteLink: '',
    youtubeCode: '',
  });
}

const INGREDIENTS_HEADING = /^(?:the\s+)?ingredients?\b[^.]{0,30}:?$/i;
const METHOD_HEADING =
  /^(?:the\s+)?(?:method|instructions?|directions?|steps|preparation|how to make(?: it)?)\b[^.]{0,30}:?$/i;

function buildDraft(found: Found & { websiteLink: string; youtubeCode: string }): RecipeDraft | null {
  const title = clean(found.title);
  const ingredients = found.ingredients.map(clean).filter((line) => line !== '');
  const method = found.steps.map(clean).filter((step) => step !== '');
  // Never a half-empty recipe: a title and at least ingredients or steps.
  if (title === '' || (ingredients.length === 0 && method.length === 0)) return null;
  const name = cutAtWord(title, RECIPE_NAME_MAX);
  return {
    title,
    name,
    note: noteOf(clean(found.description), name === title ? '' : title),
    ingredients: ingredients.slice(0, INGREDIENTS_MAX).map(draftIngredient),
    method,
    imageUrl: absoluteUrl(found.image, found.websiteLink),
    websiteLink: found.websiteLink,
    youtubeCode: found.youtubeCode,
  };
}

function draftIngredient(text: string): DraftIngredient {
  const parsed = parseIngredientLine(text);
  return {
    text,
    qty: parsed.qty.slice(0, INGREDIENT_LIMITS.qty),
    unit: parsed.unit.slice(0, INGREDIENT_LIMITS.unit),
    item: parsed.item.slice(0, INGREDIENT_LIMITS.item),
    note: parsed.note.slice(0, INGREDIENT_LIMITS.note),
  };
}

/** Cuts at the last space that keeps the text within the limit; a single long word is cut hard. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const space = head.lastIndexOf(' ');
  return (space > 0 ? head.slice(0, space) : text.slice(0, max)).replace(/[\s,;:–—-]+$/u, '');
}

function noteOf(description: string, fullTitle: string): string {
  const titleLine = fullTitle ? `Full title: ${fullTitle}` : '';
  const room = RECIPE_NOTE_MAX - (titleLine ? titleLine.length + 2 : 0);
  const kept = description.length > room ? `${cutAtWord(description, room - 1)}…` : description;
  return [kept, titleLine].filter((part) => part !== '').join('\n\n');
}

function absoluteUrl(address: string, base: string): string {
  const trimmed = address.trim();
  if (trimmed === '') return '';
  try {
    const url = base ? new URL(trimmed, base) : new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

/** Markup stripped, entities decoded, whitespace collapsed. */
function clean(text: string): string {
  return stripTags(decodeEntities(stripTags(text)))
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\(\(([^()]*)\)\)/g, '($1)')
    .trim();
}

/** Splits a block of text or HTML into lines at line breaks, paragraphs and list items. */
function linesOf(text: string): string[] {
  return decodeEntities(text)
    .replace(/<br\s*\/?>|<\/(?:p|li|div|h[1-6])>/gi, '\n')
    .split(/\n/)
    .map(clean)
    .filter((line) => line !== '');
}

// ---------------------------------------------------------------- JSON-LD

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const JSON_LD_SCRIPT = /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;

function fromJsonLd(html: string): Found | null {
  const recipes: JsonObject[] = [];
  for (const match of html.matchAll(JSON_LD_SCRIPT)) {
    const data = parseLenientJson(match[1] ?? '');
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
    ingredients: ingredientLines(recipe.recipeIngredient ?? recipe.ingredients),
    steps: instructionSteps(recipe.recipeInstructions, 0),
    image: imageOf(recipe.image),
  };
}

function textOf(value: Json | undefined): string {
  if (typeof value === 'string') return clean(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length > 0 ? textOf(value[0]) : '';
  if (value && typeof value === 'object') return textOf(value['@value'] ?? value.text ?? value.name);
  return '';
}

function ingredientLines(value: Json | undefined): string[] {
  if (typeof value === 'string') return linesOf(value);
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === 'string' ? [clean(item)] : [textOf(item)]));
  return [];
}

function instructionSteps(value: Json | undefined, depth: number): string[] {
  if (depth > 8 || value === null || value === undefined) return [];
  if (typeof value === 'string') return linesOf(value);
  if (Array.isArray(value)) return value.flatMap((item) => instructionSteps(item, depth + 1));
  if (typeof value !== 'object') return [];
  if (value.itemListElement !== undefined) return instructionSteps(value.itemListElement, depth + 1);
  const text = value.text ?? value.description ?? value.name;
  const steps = typeof text === 'string' ? linesOf(text) : instructionSteps(text, depth + 1);
  // A step's name, when it is a short heading of its own rather than the start of its text, comes first.
  const name = typeof value.name === 'string' ? clean(value.name) : '';
  const first = steps[0] ?? '';
  const heading =
    name !== '' &&
    text !== value.name &&
    !/^(?:step\s*)?\d*[.:)]?$/i.test(name) &&
    !first.startsWith(name.replace(/[.…]+$/u, ''));
  return heading ? [name, ...steps] : steps;
}

function imageOf(value: Json | undefined): string {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.length > 0 ? imageOf(value[0]) : '';
  if (value && typeof value === 'object') return imageOf(value.url ?? value.contentUrl ?? value['@id']);
  return '';
}

// ---------------------------------------------------------------- microdata

const RECIPE_ITEMTYPE = /<([a-z][a-z0-9]*)\b[^>]*\bitemtype\s*=\s*["'][^"']*schema\.org\/Recipe["'][^>]*>/i;
const ITEMPROP_TAG = /<([a-z][a-z0-9]*)\b([^>]*\bitemprop\s*=\s*["']([^"']+)["'][^>]*)>/gi;
const VOID_TAGS = new Set(['meta', 'img', 'link', 'br', 'hr', 'input', 'source']);

function fromMicrodata(html: string): Found | null {
  const start = RECIPE_ITEMTYPE.exec(html);
  // Some pages mark their ingredients with itemprop but forget the Recipe itemtype around them.
  if (!start && !/\bitemprop\s*=\s*["'](?:recipeIngredient|ingredients)\b/i.test(html)) return null;
  const scope = start
    ? (elementInner(html, start.index, start[1]!.toLowerCase()) ?? html.slice(start.index))
    : html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '');
  const values = new Map<string, string[]>();
  for (const match of scope.matchAll(ITEMPROP_TAG)) {
    const tag = match[1]!.toLowerCase();
    const attributes = match[2]!;
    const value = VOID_TAGS.has(tag)
      ? (attribute(attributes, 'content') ?? attribute(attributes, 'src') ?? attribute(attributes, 'href') ?? '')
      : (attribute(attributes, 'content') ?? elementInner(scope, match.index, tag) ?? '');
    for (const property of match[3]!.trim().split(/\s+/)) {
      values.set(property, [...(values.get(property) ?? []), value]);
    }
  }
  const first = (property: string) => values.get(property)?.[0] ?? '';
  const found: Found = {
    title: start ? clean(first('name')) : '',
    description: clean(first('description')),
    ingredients: [...(values.get('recipeIngredient') ?? []), ...(values.get('ingredients') ?? [])].flatMap(
      stepsOfBlock,
    ),
    steps: (values.get('recipeInstructions') ?? []).flatMap(stepsOfBlock),
    image: first('image'),
  };
  return found.ingredients.length > 0 || found.steps.length > 0 ? found : null;
}

/** A block of steps: its list items when it has some, else its lines. */
function stepsOfBlock(block: string): string[] {
  const items = listItems(block);
  return items.length > 0 ? items : linesOf(block);
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

/** The inner HTML of the element whose start tag begins at `start`, balancing nested tags of the same name. */
function elementInner(html: string, start: number, tag: string): string | undefined {
  const openEnd = html.indexOf('>', start);
  if (openEnd < 0) return undefined;
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  pattern.lastIndex = openEnd + 1;
  let depth = 1;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(openEnd + 1, match.index);
  }
  return undefined;
}

function listItems(html: string): string[] {
  return [...html.matchAll(/<li\b[^>]*>([\s\S]*?)(?=<li\b|<\/[ou]l>|$)/gi)]
    .map((match) => clean(match[1] ?? ''))
    .filter((item) => item !== '');
}

// ---------------------------------------------------------------- headings and lists

const HEADING = /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi;
const LIST = /<([ou]l)\b[^>]*>/gi;

/** Only when a heading says "Ingredients" with a list after it, and another says "Method" (or the like) with one. */
function fromHeadingsAndLists(html: string): Found {
  const body = html.replace(/<(script|style|noscript)\b[\s\S]*?<\/\1\s*>/gi, '');
  let ingredients: string[] = [];
  let steps: string[] = [];
  for (const heading of body.matchAll(HEADING)) {
    const text = clean(heading[2] ?? '');
    const wantIngredients = ingredients.length === 0 && INGREDIENTS_HEADING.test(text);
    const wantSteps = steps.length === 0 && METHOD_HEADING.test(text);
    if (!wantIngredients && !wantSteps) continue;
    const items = listAfter(body, heading.index + heading[0].length);
    if (wantIngredients) ingredients = items;
    else steps = items;
  }
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1\s*>/i.exec(body);
  return {
    title: clean(h1?.[1] ?? ''),
    description: metaContent(html, 'og:description'),
    ingredients,
    steps,
    image: '',
  };
}

/** The items of the first list after `from`, if it comes before the next heading. */
function listAfter(html: string, from: number): string[] {
  LIST.lastIndex = from;
  const list = LIST.exec(html);
  if (!list) return [];
  const nextHeading = html.slice(from, list.index).search(/<h[1-6]\b/i);
  if (nextHeading >= 0) return [];
  return listItems(elementInner(html, list.index, list[1]!.toLowerCase()) ?? '');
}

// ---------------------------------------------------------------- page metadata

function metaContent(html: string, property: string): string {
  for (const match of html.matchAll(/<meta\b([^>]*)>/gi)) {
    const attributes = match[1]!;
    if ((attribute(attributes, 'property') ?? attribute(attributes, 'name')) === property) {
      return clean(attribute(attributes, 'content') ?? '');
    }
  }
  return '';
}

function pageTitle(html: string): string {
  return metaContent(html, 'og:title') || clean(/<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html)?.[1] ?? '');
}

const YOUTUBE_LINK =
  /(?:youtube(?:-nocookie)?\.com\/(?:embed\/|shorts\/|v\/|watch\?(?:[^"'\s<>]*?&(?:amp;)?)?v=)|youtu\.be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;

/** The code of an embedded YouTube video (iframe first), or of a YouTube link; '' when there is none. */
export function findYoutubeCode(html: string): string {
  for (const iframe of html.matchAll(/<iframe\b[^>]*>/gi)) {
    const match = YOUTUBE_LINK.exec(iframe[0]);
    if (match) return match[1]!;
  }
  return YOUTUBE_LINK.exec(html)?.[1] ?? '';
}
