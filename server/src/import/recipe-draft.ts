import type { DraftIngredient, RecipeDraft } from '@fiz/core/import';
import { parseIngredientLine } from '@fiz/core/ingredient-line';
import {
  INGREDIENT_LIMITS,
  INGREDIENTS_MAX,
  RECIPE_METHOD_MAX,
  RECIPE_NAME_MAX,
  RECIPE_NOTE_MAX,
} from '@fiz/core/recipe';
import { clean } from './html-text.js';

/** The draft for the Add/Edit Recipe page that an import produces, and how it is built from what was found. */

/** What one extractor found on a page, before cleaning and limits. */
export interface Found {
  title: string;
  description: string;
  ingredients: string[];
  steps: string[];
  image: string;
  /** Where the recipe's own video is, as its structured data says. */
  video?: string;
  /** How much it makes ("4", "12 cookies") and its times as ISO 8601 durations ("PT1H5M"), when the page says. */
  servings?: string;
  times?: { prep: string; cook: string; total: string };
}

export function buildDraft(found: Found & { websiteLink: string; youtubeCode: string }): RecipeDraft | null {
  const title = clean(found.title);
  const ingredients = found.ingredients.map(clean).filter((line) => line !== '');
  const method = found.steps.map(clean).filter((step) => step !== '');
  // Never a half-empty recipe: a title and at least ingredients or steps.
  if (title === '' || (ingredients.length === 0 && method.length === 0)) return null;
  const name = cutTitle(title, RECIPE_NAME_MAX);
  const description = clean(found.description);
  return {
    title,
    name,
    note: noteOf(description, servingsAndTimes(found, description), name === title ? '' : title),
    ingredients: ingredients.slice(0, INGREDIENTS_MAX).map(draftIngredient),
    method: methodWithin(method, RECIPE_METHOD_MAX),
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

/**
 * The steps that fit the saved method's limit once the editor joins them a line each: whole steps, so the
 * method stops where a step ends; only a first step longer than the limit on its own is cut, at a word.
 */
export function methodWithin(steps: string[], max: number): string[] {
  const kept: string[] = [];
  let length = 0;
  for (const step of steps) {
    length += (kept.length > 0 ? 1 : 0) + step.length;
    if (length > max) break;
    kept.push(step);
  }
  const [first] = steps;
  if (kept.length === 0 && first !== undefined) kept.push(cutAtWord(first, max));
  return kept;
}

/** Cuts at the last space that keeps the text within the limit; a single long word is cut hard. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const space = head.lastIndexOf(' ');
  return (space > 0 ? head.slice(0, space) : text.slice(0, max)).replace(/[\s,;:–—-]+$/u, '');
}

/**
 * A long title cut as a name reads: at a word, before an aside it cannot close ("Pumpkin Bread (Kabocha + Dark"
 * gives "Pumpkin Bread"), and without a dangling '&' or '+'. The full title goes into the note.
 */
function cutTitle(title: string, max: number): string {
  const cut = cutAtWord(title, max);
  if (cut === title) return title;
  const aside = cut.lastIndexOf('(');
  const unclosed = aside > 0 && !cut.slice(aside).includes(')');
  return (unclosed ? cut.slice(0, aside) : cut).replace(/[\s,;:&+/–—-]+$/u, '');
}

/** The note: the page's description, then what it makes and how long it takes, then a title too long for a name. */
function noteOf(description: string, facts: string, fullTitle: string): string {
  const after = [facts, fullTitle ? `Full title: ${fullTitle}` : ''].filter((part) => part !== '');
  const room = RECIPE_NOTE_MAX - after.reduce((length, part) => length + part.length + 2, 0);
  const kept = description.length > room ? `${cutAtWord(description, room - 1)}…` : description;
  return [kept, ...after].filter((part) => part !== '').join('\n\n');
}

/**
 * "Serves 4 · Prep 20 min · Cook 1 hr 5 min", from the page's yield and times, without what the description
 * already says: many descriptions end "Serves 4." or say the recipe "rende 5 porções". '' when nothing is left.
 */
export function servingsAndTimes(
  { servings = '', times }: Pick<Found, 'servings' | 'times'>,
  description = '',
): string {
  // No yield is longer: a page's longer one is cut, before it becomes patterns to look for in the description.
  const made = cutAtWord(clean(servings), YIELD_MAX);
  const parts = saysHowMuchItMakes(description, made) ? [] : [servingsLine(made)];
  for (const [label, duration] of [
    ['Prep', times?.prep],
    ['Cook', times?.cook],
    ['Total', times?.total],
  ] as const) {
    const minutes = minutesOf(duration ?? '');
    const part = minutes > 0 ? `${label} ${formatMinutes(minutes)}` : '';
    if (!saysPhrase(description, part)) parts.push(part);
  }
  return parts.filter((part) => part !== '').join(' · ');
}

const YIELD_MAX = 100;

/** Words for the people a recipe serves, in the languages of recipe pages. */
const PEOPLE = [
  'servings?',
  'serving\\(s\\)',
  'people',
  'persons?',
  'portions?',
  'portioner',
  'portionen',
  'porciones',
  'porções',
  'personas',
  'personnes',
  'pessoas',
  'personen',
  'persone',
  'porzioni',
].join('|');

/** A number of people: "4 servings", "8 - 10 serving(s)", "4 portioner". */
const SERVES = new RegExp(`^(\\d+(?:\\s*[-–]\\s*\\d+)?)\\s*(?:${PEOPLE})?$`, 'iu');

/** "4" or "4 servings" serves four; "12 cookies" or "0.75 cups" is what it makes; "Serves 6" says so itself. */
function servingsLine(made: string): string {
  const people = SERVES.exec(made);
  if (people) return `Serves ${people[1]}`;
  return /^\d/.test(made) ? `Makes ${made}` : made;
}

/** Words that say how much a recipe makes before its number: "Serves 4", "Makes: 12", "rende 5", "rinde 6". */
const MAKES = 'serves?|feeds?|makes?|yields?|servings?|rende|rinde|sirve';

/**
 * Whether the description already says how much the recipe makes: its yield as written or as the note would
 * put it ("12 cupcakes", "Serves 4"), or the same number after a word that says so or before one for people.
 */
function saysHowMuchItMakes(description: string, made: string): boolean {
  if (description === '' || made === '') return false;
  // A bare number is no phrase: "4" in "for 4 minutes" says nothing of servings.
  const phrases = /\p{L}/u.test(made) ? [made, servingsLine(made)] : [servingsLine(made)];
  if (phrases.some((phrase) => saysPhrase(description, phrase))) return true;
  const amount = /\d+(?:\s*[-–]\s*\d+)?/.exec(made)?.[0];
  if (amount === undefined) return false;
  const number = amount.replace(/\s*[-–]\s*/, '\\s*[-–]\\s*');
  return new RegExp(
    `(?<![\\p{L}\\d])(?:(?:${MAKES})\\s*:?\\s*${number}(?!\\d|[.,]\\d)|${number}\\s*(?:${PEOPLE})(?!\\p{L}))`,
    'iu',
  ).test(description);
}

/** Whether the text holds the phrase as whole words, in any case and spacing. */
function saysPhrase(text: string, phrase: string): boolean {
  if (phrase === '') return false;
  const words = phrase
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\d])${words.join('\\s+')}(?![\\p{L}\\d])`, 'iu').test(text);
}

const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:\d+(?:\.\d+)?S)?)?$/i;

/** The minutes of an ISO 8601 duration ("PT1H5M", "P0DT0H20M"); 0 when it is not one. */
function minutesOf(duration: string): number {
  const [whole, days = '0', hours = '0', minutes = '0'] = ISO_DURATION.exec(duration.trim()) ?? [];
  return whole ? Number(days) * 24 * 60 + Number(hours) * 60 + Number(minutes) : 0;
}

const formatMinutes = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? `${hours} hr` : '', rest > 0 ? `${rest} min` : ''].filter(Boolean).join(' ');
};

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
