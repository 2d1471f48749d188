import { attribute, listItems } from './html-elements.js';
import { innerHtmlOf, startTags, withoutElements, type StartTag } from './html-scan.js';
import { clean, htmlLines } from './html-text.js';
import type { Found } from './recipe-draft.js';

/** A schema.org Recipe marked up with `itemprop` attributes in the page's HTML. */

const VOID_TAGS = new Set(['meta', 'img', 'link', 'br', 'hr', 'input', 'source']);

/**
 * How many marked-up properties are read: the sample pages in bench/import mark at most 63, and a recipe has no
 * use for thousands, while a page of 100,000 of them took half a second to read.
 */
const MAX_PROPERTIES = 2_000;

const isRecipeScope = (tag: StartTag) =>
  /schema\.org\/Recipe(?:\s|$)/i.test(attribute(tag.attributes, 'itemtype') ?? '');

function recipeScopeTag(html: string): StartTag | undefined {
  for (const tag of startTags(html)) if (isRecipeScope(tag)) return tag;
  return undefined;
}

export function fromMicrodata(html: string): Found | null {
  const start = recipeScopeTag(html);
  // Some pages mark their ingredients with itemprop but forget the Recipe itemtype around them.
  if (!start && !/\bitemprop\s*=\s*["'](?:recipeIngredient|ingredients)\b/i.test(html)) return null;
  const scope = start
    ? (innerHtmlOf(html)(start) ?? html.slice(start.index))
    : withoutElements(html, ['script', 'style']);
  const innerHtml = innerHtmlOf(scope);
  const values = new Map<string, string[]>();
  // A <title> marked as the recipe's name is the browser's title, decorated with the site or a rating ("… Recipe
  // - (4.8/5)"): the name is then left to the page's headline (og:title), not to a later item's name.
  let nameIsBrowserTitle = false;
  let propertiesLeft = MAX_PROPERTIES;
  for (const tag of startTags(scope)) {
    const properties = attribute(tag.attributes, 'itemprop')?.trim();
    if (!properties) continue;
    propertiesLeft -= 1;
    if (propertiesLeft < 0) break;
    if (tag.name === 'title') {
      nameIsBrowserTitle ||= !values.has('name') && /\bname\b/.test(properties);
      continue;
    }
    const { attributes } = tag;
    const value = VOID_TAGS.has(tag.name)
      ? (attribute(attributes, 'content') ?? attribute(attributes, 'src') ?? attribute(attributes, 'href') ?? '')
      : (attribute(attributes, 'content') ?? innerHtml(tag) ?? '');
    for (const property of properties.split(/\s+/)) {
      const list = values.get(property);
      if (list) list.push(value);
      else values.set(property, [value]);
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

/** A block of steps: its list items when it has some, else its lines as the page shows them. */
function stepsOfBlock(block: string): string[] {
  const items = listItems(block);
  return items.length > 0 ? items : htmlLines(block);
}
