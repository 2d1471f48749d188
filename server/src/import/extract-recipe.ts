import { fromHeadingSections } from './heading-sections.js';
import { fromJsonLd } from './json-ld.js';
import { withIngredientGroups } from './ingredient-groups.js';
import { fromMicrodata } from './microdata.js';
import { findYoutubeCode, metaContent, ownAddress, pageLanguage, pageTitle } from './page-meta.js';
import { clean } from './html-text.js';
import { buildDraft, type Found } from './recipe-draft.js';
import type { RecipeDraft } from '@fiz/core/import';
import { unshoutTitle } from './shouted-title.js';

/**
 * Turns a recipe web page (or pasted recipe text) into a draft for the Add/Edit Recipe page, without saving it.
 * Pure: no network, no database. Structured data (JSON-LD, microdata) is read from well-delimited markup with
 * regular expressions; what only the element structure delimits (a recipe card's rows, the section under a
 * heading) is read from a parsed DOM.
 */

export { extractRecipeFromText } from './recipe-from-text.js';

/**
 * Reads a recipe page: schema.org JSON-LD first, then microdata, then headings and lists; null when none. The
 * groups a recipe card names ("For the glaze") head their ingredients.
 */
export function extractRecipe(html: string, pageUrl: string): RecipeDraft | null {
  const found = findRecipe(html);
  if (!found) return null;
  // Pasted, the page comes without its address: it may still say what it is.
  const websiteLink = pageUrl || ownAddress(html);
  return buildDraft({
    ...found,
    ingredients: withIngredientGroups(html, found.ingredients),
    title: unshoutTitle(clean(found.title || pageTitle(html)), pageLanguage(html)),
    image: found.image || metaContent(html, 'og:image'),
    websiteLink,
    youtubeCode: findYoutubeCode(html, found.video),
  });
}

/**
 * Structured data first; a JSON-LD recipe that lacks its ingredients or steps (some sites keep them in the page
 * only) is completed from microdata or from the sections under the page's headings.
 */
function findRecipe(html: string): Found | null {
  const jsonLd = fromJsonLd(html);
  if (jsonLd && jsonLd.ingredients.length > 0 && jsonLd.steps.length > 0) return jsonLd;
  const microdata = fromMicrodata(html);
  if (!jsonLd && microdata) return microdata;
  const sections = fromHeadingSections(html);
  if (!jsonLd) return sections.ingredients.length > 0 && sections.steps.length > 0 ? sections : null;
  const fill = (own: string[], ...others: (string[] | undefined)[]) =>
    own.length > 0 ? own : (others.find((other) => other !== undefined && other.length > 0) ?? []);
  return {
    ...jsonLd,
    ingredients: fill(jsonLd.ingredients, microdata?.ingredients, sections.ingredients),
    steps: fill(jsonLd.steps, microdata?.steps, sections.steps),
  };
}
