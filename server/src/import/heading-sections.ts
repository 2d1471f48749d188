import type { Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { ingredientHeadingText } from '@fiz/core/ingredient-heading';
import { headingLevel, isElement, LineCollector, parsePage, shortText } from './html-dom.js';
import { firstHeading, metaContent } from './page-meta.js';
import type { Found } from './recipe-draft.js';
import { INGREDIENTS_HEADING, METHOD_HEADING } from './recipe-headings.js';

/**
 * The fallback for pages without structured data: the lines under an "Ingredients" heading and under a "Method"
 * heading (in any language of recipe-headings.ts). A heading is an `<h1>`–`<h6>`, or a paragraph-like element
 * whose whole text is the heading ("<p><strong>Ingredients:</strong></p>"). Its section is what follows it: list
 * items, paragraphs, or rows of `<div>`s, up to the next heading of the same or a higher level, the other
 * section's heading, a `<hr>`, or the end of the element that holds the heading and its section. The ingredients
 * go on past a heading of their own level or below that names a group of them, with its list or box of rows straight
 * after it ("Crosses", "For the glaze"), which heads the group's lines ("Crosses:").
 */

/** Elements that may stand as a heading when their whole text is one. */
const HEADING_LIKE = new Set(['p', 'div', 'span', 'strong', 'b', 'em', 'dt', 'th', 'td', 'label']);
/** A heading inside these is a link or a control (a tab, a "jump to" button), not the top of a section. */
const NOT_A_HEADING_INSIDE = new Set(['a', 'button', 'nav', 'select', 'option']);
/** Below every real heading level: a paragraph-like heading's section ends at any `<h1>`–`<h6>`. */
const PARAGRAPH_LEVEL = 7;
/** How far up a heading wrapped in its own box (`<div class="header"><h2>…</h2></div>`) is looked past. */
const MAX_CLIMB = 3;
const HEADING_TEXT_MAX = 60;
/** Headings after the ingredients that are not a group of them, though a list may follow. */
const NOT_AN_INGREDIENT_GROUP =
  /\b(?:notes?|tips?|nutrition|equipment|tools?|storage|serv(?:e|es|ing|ings)|variations?|video|related|comments?|reviews?|faqs?)\b/i;

export function fromHeadingSections(html: string): Found {
  const document = parsePage(html);
  let ingredients: string[] = [];
  let steps: string[] = [];
  for (const element of DomUtils.findAll(mayBeHeading, document.children)) {
    const text = headingText(element);
    if (text === undefined) continue;
    const wantIngredients = ingredients.length === 0 && INGREDIENTS_HEADING.test(text);
    const wantSteps = !wantIngredients && steps.length === 0 && METHOD_HEADING.test(text);
    if (!wantIngredients && !wantSteps) continue;
    // The heading is the innermost element saying it: a box that holds it (or holds several) is not one.
    if (DomUtils.findOne((inner) => headingText(inner) !== undefined, element.children) !== null) continue;
    if (insideLinkOrControl(element)) continue;
    const lines = sectionLines(element, text, wantIngredients);
    if (wantIngredients) ingredients = lines;
    else steps = lines;
    if (ingredients.length > 0 && steps.length > 0) break;
  }
  return {
    title: firstHeading(html),
    description: metaContent(html, 'og:description'),
    ingredients,
    steps,
    image: '',
  };
}

function mayBeHeading(element: Element): boolean {
  return headingLevel(element) !== undefined || HEADING_LIKE.has(element.name);
}

/** The element's text when it may be a heading of the ingredients or of the method, else undefined. */
function headingText(element: Element): string | undefined {
  if (!mayBeHeading(element)) return undefined;
  const text = shortText(element, HEADING_TEXT_MAX);
  return text !== undefined && (INGREDIENTS_HEADING.test(text) || METHOD_HEADING.test(text)) ? text : undefined;
}

function insideLinkOrControl(element: Element): boolean {
  for (let node = element.parent; isElement(node); node = node.parent) {
    if (NOT_A_HEADING_INSIDE.has(node.name)) return true;
  }
  return false;
}

/** The lines after the heading; when nothing follows it in a box that holds only the heading, what follows the box. */
function sectionLines(heading: Element, text: string, ingredients: boolean): string[] {
  const level = headingLevel(heading) ?? PARAGRAPH_LEVEL;
  let from = heading;
  for (let climb = 0; climb <= MAX_CLIMB; climb += 1) {
    const { lines, ended } = linesAfter(from, level, ingredients);
    if (lines.length > 0 || ended) return lines;
    const parent = from.parent;
    if (!isElement(parent) || shortText(parent, HEADING_TEXT_MAX) !== text) return [];
    from = parent;
  }
  return [];
}

function linesAfter(start: Element, level: number, ingredients: boolean): { lines: string[]; ended: boolean } {
  const collector = new LineCollector();
  for (let node = start.nextSibling; node; node = node.nextSibling) {
    if (isElement(node) && ingredients && namesIngredientGroup(node, level)) {
      collector.addLine(ingredientHeadingText(shortText(node, HEADING_TEXT_MAX) ?? ''));
      continue;
    }
    if (isElement(node) && endsSection(node, level)) {
      collector.flush();
      return { lines: collector.lines, ended: true };
    }
    collector.add(node);
  }
  collector.flush();
  return { lines: collector.lines, ended: false };
}

/**
 * A heading of the ingredients' own level or below it, not of another part of the page, with its rows straight after
 * it: a list, or a box of `<div>` or `<p>` rows (argiro.gr's "ΓΙΑ ΤΗ ΓΕΜΙΣΗ"). A heading above the ingredients'
 * level ends them instead.
 */
function namesIngredientGroup(element: Element, level: number): boolean {
  const ownLevel = headingLevel(element);
  if (ownLevel === undefined || ownLevel < level || headingText(element) !== undefined) return false;
  const text = shortText(element, HEADING_TEXT_MAX);
  return !!text && !NOT_AN_INGREDIENT_GROUP.test(text) && holdsRows(DomUtils.nextElementSibling(element));
}

function holdsRows(element: Element | null): boolean {
  if (element === null) return false;
  if (element.name === 'ul' || element.name === 'ol') return true;
  const rows = element.children.filter(isElement);
  return (
    element.name === 'div' &&
    rows.length > 0 &&
    (rows.every((row) => row.name === 'div') || rows.every((row) => row.name === 'p'))
  );
}

/** A `<hr>`, a heading as high as the section's own, or the heading of another section — or a box holding one. */
function endsSection(element: Element, level: number): boolean {
  if (element.name === 'hr') return true;
  const isEnd = (candidate: Element) => {
    const ownLevel = headingLevel(candidate);
    if (ownLevel !== undefined && ownLevel <= level) return (shortText(candidate, HEADING_TEXT_MAX) ?? 'long') !== '';
    return headingText(candidate) !== undefined;
  };
  return isEnd(element) || DomUtils.findOne(isEnd, element.children) !== null;
}
