/**
 * Sections of a recipe's ingredients ("For the dough:", "For the filling:"). An ingredient stays four free-text
 * fields (spec 3), so a section needs no field of its own: a row with only an item, and that item ending in a
 * colon, is the heading of the rows after it. Old recipes, the API and other clients are unchanged by it; a
 * heading is shown as a heading, is never ticked off, scaled or put on the shopping list.
 */

interface IngredientFields {
  qty?: string;
  unit?: string;
  item?: string;
  note?: string;
}

/** A colon as Latin and as Chinese or Japanese text write it ("酱汁："). */
const ENDS_WITH_COLON = /[:：]$/u;
const HAS_WORDS = /[\p{L}\p{N}]/u;

const blank = (text: string | undefined) => (text ?? '').trim() === '';

/** Whether the row heads a section: no qty, unit or note, and an item of words ending in a colon ("Sauce:"). */
export function isIngredientHeading({ qty, unit, item, note }: IngredientFields): boolean {
  const name = (item ?? '').trim();
  return blank(qty) && blank(unit) && blank(note) && ENDS_WITH_COLON.test(name) && HAS_WORDS.test(name);
}

/**
 * A group's name as a heading row's item: "Streusel" → "Streusel:", "Dry Ingredients-" → "Dry Ingredients:",
 * "To make the dough." → "To make the dough:". A name without words gives ''.
 */
export function ingredientHeadingText(name: string): string {
  const words = name
    .replace(/\s+/gu, ' ')
    .replace(/[\s.:：;,–—-]+$/u, '')
    .trim();
  return HAS_WORDS.test(words) ? `${words}:` : '';
}

export interface IngredientSection<T> {
  /** The heading row's item as written ("For the filling:"); undefined for the rows before any heading. */
  heading: string | undefined;
  /** The section's ingredients, each with its place in the whole list (what a tick on a phone is kept by). */
  ingredients: { ingredient: T; index: number }[];
}

/**
 * The list cut at its headings, in order. Rows before the first heading form a section without one (left out when
 * there are none); a heading with nothing under it still forms a section, as the cook wrote it.
 */
export function ingredientSections<T extends IngredientFields>(ingredients: readonly T[]): IngredientSection<T>[] {
  const sections: IngredientSection<T>[] = [{ heading: undefined, ingredients: [] }];
  ingredients.forEach((ingredient, index) => {
    if (isIngredientHeading(ingredient)) sections.push({ heading: (ingredient.item ?? '').trim(), ingredients: [] });
    else sections.at(-1)!.ingredients.push({ ingredient, index });
  });
  return sections[0]!.ingredients.length === 0 ? sections.slice(1) : sections;
}
