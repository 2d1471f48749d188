import type { ChildNode, Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { ingredientHeadingText } from '@fiz/core/ingredient-heading';
import { INGREDIENT_LIMITS } from '@fiz/core/recipe';
import { hasClass, headingLevel, isElement, parsePage, textOf } from './html-dom.js';
import { clean } from './html-text.js';
import { required } from '../required.js';

/**
 * The groups of a recipe card's ingredients ("For the dough", "For the glaze"), which the structured data leaves
 * out: schema.org's recipeIngredient is one flat list, while the card the page shows names each group above its
 * rows. Where the card's rows are the lines found, one for one and in the same order, each named group's lines get a
 * heading line before them ("For the glaze:"), which the recipe shows as a section (core ingredient-heading.ts).
 */

interface Card {
  /** Something the page's HTML holds when it has such a card, so other pages are not parsed for nothing. */
  marker: string;
  /** The box holding one card's ingredients. */
  isBox: (element: Element) => boolean;
  /** An element that starts a new group, named or not. */
  startsGroup: (element: Element) => boolean;
  /** The group's name. */
  isName: (element: Element) => boolean;
  isRow: (element: Element) => boolean;
}

const anyHeading = (element: Element) => headingLevel(element) !== undefined;
const listItem = (element: Element) => element.name === 'li';
const BOLD = new Set(['strong', 'b']);

/**
 * A paragraph that names a group in running text: all its words bold, ending in a colon ("<p><strong>For the
 * topping:</strong></p>"). The colon is what tells it from a row a cook set in bold ("<p><b>2 cups flour</b></p>"),
 * which the structured data lists as a line of its own and would otherwise become a heading.
 */
function isBoldName(element: Element): boolean {
  if (element.name !== 'p' || !textOf(element).endsWith(':')) return false;
  const plainWords = (nodes: ChildNode[]): boolean =>
    nodes.some((node) =>
      isElement(node)
        ? !BOLD.has(node.name) && plainWords(node.children)
        : DomUtils.isText(node) && /[\p{L}\p{N}]/u.test(node.data),
    );
  return !plainWords(element.children);
}

/** The recipe card plugins that name their groups in the card itself. */
const CARDS: Card[] = [
  // WP Recipe Maker: div.wprm-recipe-ingredient-group > .wprm-recipe-group-name + ul > li.wprm-recipe-ingredient.
  {
    marker: 'wprm-recipe-group-name',
    isBox: (element) => hasClass(element, 'wprm-recipe-ingredients-container'),
    startsGroup: (element) => hasClass(element, 'wprm-recipe-ingredient-group'),
    isName: (element) => hasClass(element, 'wprm-recipe-group-name'),
    isRow: (element) => listItem(element) && hasClass(element, 'wprm-recipe-ingredient'),
  },
  // Tasty Recipes: the names are headings (or bold paragraphs) between the lists of .tasty-recipes-ingredients-body.
  {
    marker: 'tasty-recipes-ingredients-body',
    isBox: (element) => hasClass(element, 'tasty-recipes-ingredients-body'),
    startsGroup: (element) => anyHeading(element) || isBoldName(element),
    isName: (element) => anyHeading(element) || isBoldName(element),
    isRow: listItem,
  },
  // Tasty Recipes written in paragraphs, a row each, the names bold paragraphs among them. Only a box without a list,
  // so that a card of lists with a paragraph of notes below them is read as lists.
  {
    marker: 'tasty-recipes-ingredients-body',
    isBox: (element) =>
      hasClass(element, 'tasty-recipes-ingredients-body') && DomUtils.findOne(listItem, element.children) === null,
    startsGroup: (element) => anyHeading(element) || isBoldName(element),
    isName: (element) => anyHeading(element) || isBoldName(element),
    isRow: (element) => element.name === 'p',
  },
  // Mediavine Create: headings between the lists of .mv-create-ingredients, under its own "Ingredients" title.
  {
    marker: 'mv-create-ingredients',
    isBox: (element) => hasClass(element, 'mv-create-ingredients'),
    startsGroup: (element) => anyHeading(element) && !hasClass(element, 'mv-create-ingredients-title'),
    isName: (element) => anyHeading(element) && !hasClass(element, 'mv-create-ingredients-title'),
    isRow: listItem,
  },
];

interface Group {
  /** The group's heading line ("For the glaze:"); '' for a group without a name. */
  heading: string;
  /** The name as the card shows it, to know it again when the structured data lists it as a line. */
  name: string;
  /** The text of each of the group's rows, to check that the lines found are these rows, in this order. */
  rows: string[];
}

/** The groups of one card's box, in order; a card's rows before any name form a group without one. */
function groupsOf(box: Element, card: Card): Group[] {
  let group: Group = { heading: '', name: '', rows: [] };
  const groups: Group[] = [group];
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if (card.startsGroup(node)) {
        group = { heading: '', name: '', rows: [] };
        groups.push(group);
      }
      if (card.isName(node)) {
        const name = textOf(node);
        const heading = ingredientHeadingText(name);
        // Longer than an item may be, it would lose its colon, and with it its place as a heading.
        if (heading.length <= INGREDIENT_LIMITS.item) Object.assign(group, { name, heading });
      } else if (card.isRow(node)) group.rows.push(textOf(node));
      else walk(node.children);
    }
  };
  walk(box.children);
  return groups.filter((group) => group.rows.length > 0 || group.heading !== '');
}

const sameName = (line: string | undefined, name: string) =>
  line !== undefined && ingredientHeadingText(clean(line)).toLowerCase() === ingredientHeadingText(name).toLowerCase();

/** The words of three letters or more, lower case: what a line and a card's row of one ingredient share. */
const wordsOf = (text: string) =>
  new Set(
    clean(text)
      .toLowerCase()
      .match(/\p{L}{3,}/gu) ?? [],
  );

/**
 * Whether a line of the structured data and a row of the card name the same ingredient: they share a word, or
 * neither has one ("2", "1/2"). The card may write its amounts differently ("½", "(peeled)"), but a page whose
 * structured data lists the ingredients in another order than its card shares none row for row.
 */
function sameIngredient(line: string, row: string): boolean {
  const lineWords = wordsOf(line);
  const rowWords = wordsOf(row);
  if (lineWords.size === 0 || rowWords.size === 0) return lineWords.size === rowWords.size;
  return [...lineWords].some((word) => rowWords.has(word));
}

/**
 * The lines with each named group's heading before its own, when the card's rows match the lines one for one; some
 * structured data already lists a group's name as a line of its own ("Glaze"), which becomes its heading. Undefined
 * when they do not match.
 */
function withHeadings(lines: readonly string[], groups: readonly Group[]): string[] | undefined {
  const out: string[] = [];
  let next = 0;
  for (const group of groups) {
    if (group.heading !== '') {
      if (sameName(lines[next], group.name)) next += 1;
      out.push(group.heading);
    }
    const own = lines.slice(next, next + group.rows.length);
    if (
      own.length < group.rows.length ||
      !own.every((line, row) => sameIngredient(line, required(group.rows[row], 'a row')))
    ) {
      return undefined;
    }
    out.push(...own);
    next += group.rows.length;
  }
  return next === lines.length ? out : undefined;
}

/**
 * The ingredient lines with the headings of the page's recipe card put in, or the lines as they were when the page
 * has no card naming its groups, or none whose rows match the lines.
 */
export function withIngredientGroups(html: string, lines: string[]): string[] {
  const cards = CARDS.filter((card) => html.includes(card.marker));
  if (lines.length === 0 || cards.length === 0) return lines;
  const document = parsePage(html);
  for (const card of cards) {
    for (const box of DomUtils.findAll(card.isBox, document.children)) {
      const groups = groupsOf(box, card);
      if (!groups.some((group) => group.heading !== '')) continue;
      const grouped = withHeadings(lines, groups);
      if (grouped) return grouped;
    }
  }
  return lines;
}
