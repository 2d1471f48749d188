import { attribute, elementInner, listItems } from './html-elements.js';
import { clean, linesOf } from './html-text.js';
import type { Found } from './recipe-draft.js';

/** A schema.org Recipe marked up with `itemprop` attributes in the page's HTML. */

const RECIPE_ITEMTYPE = /<([a-z][a-z0-9]*)\b[^>]*\bitemtype\s*=\s*["'][^"']*schema\.org\/Recipe["'][^>]*>/i;
const ITEMPROP_TAG = /<([a-z][a-z0-9]*)\b([^>]*\bitemprop\s*=\s*["']([^"']+)["'][^>]*)>/gi;
const VOID_TAGS = new Set(['meta', 'img', 'link', 'br', 'hr', 'input', 'source']);

export function fromMicrodata(html: string): Found | null {
  const start = RECIPE_ITEMTYPE.exec(html);
  // Some pages mark their ingredients with itemprop but forget the Recipe itemtype around them.
  if (!start && !/\bitemprop\s*=\s*["'](?:recipeIngredient|ingredients)\b/i.test(html)) return null;
  const scope = start
    ? (elementInner(html, start.index, start[1]!.toLowerCase()) ?? html.slice(start.index))
    : html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '');
  const values = new Map<string, string[]>();
  // A <title> marked as the recipe's name is the browser's title, decorated with the site or a rating ("… Recipe
  // - (4.8/5)"): the name is then left to the page's headline (og:title), not to a later item's name.
  let nameIsBrowserTitle = false;
  for (const match of scope.matchAll(ITEMPROP_TAG)) {
    const tag = match[1]!.toLowerCase();
    const attributes = match[2]!;
    if (tag === 'title') {
      nameIsBrowserTitle ||= !values.has('name') && /\bname\b/.test(match[3]!);
      continue;
    }
    const value = VOID_TAGS.has(tag)
      ? (attribute(attributes, 'content') ?? attribute(attributes, 'src') ?? attribute(attributes, 'href') ?? '')
      : (attribute(attributes, 'content') ?? elementInner(scope, match.index, tag) ?? '');
    for (const property of match[3]!.trim().split(/\s+/)) {
      values.set(property, [...(values.get(property) ?? []), value]);
    }
  }
  const first = (property: string) => values.get(property)?.[0] ?? '';
  const found: Found = {
    title: start && !nameIsBrowserTitle ? clean(first('name')) : '',
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
