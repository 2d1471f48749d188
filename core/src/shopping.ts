import { z } from 'zod';
import { addQuantities, amountsIn } from './amounts.js';
import { withRecipeNumberStyle } from './number-style.js';
import { agreeingItem, agreeingUnitWord, itemFor, itemForms } from './plurals.js';
import { isIngredientHeading } from './ingredient-heading.js';
import { canonicalUnit, parseIngredientLine } from './ingredient-line.js';
import { isOvenTemperature, withUnitOutOfQuantity } from './scaling.js';

/**
 * Shopping list rules (spec 3, 4.7 and 5). The list lives only in the browser, so everything here is pure:
 * the web app reads, changes and writes it back whole.
 */

export interface ShoppingItem {
  id: string;
  checked: boolean;
  text: string;
  /**
   * The recipes whose ingredients made this item, by id, so adding a recipe already on the list can say so. Not in
   * spec 3's item, and left out for an item typed on the list.
   */
  recipes?: number[];
}

/** The ingredient fields a recipe hands over (spec 3: all free text, all optional). */
export interface ShoppingIngredient {
  qty?: string;
  unit?: string;
  item?: string;
  note?: string;
}

/** Makes ids; tests pass a predictable one. */
export type IdSource = () => string;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** A line that starts with an amount: '2 cups plain flour', '½ pint milk', 'a pinch of salt'. */
const STARTS_WITH_AMOUNT = /^(?:[\d\u00BC-\u00BE\u2150-\u215E]|an?\s)/i;

/**
 * What the item is, as one, which a cook walks the shop by: '2 cups plain flour' and '200 g plain flour' are both
 * plain flour, and '1 egg' and '5 eggs' are egg, ahead of egg noodles, not filed under 1 and 5
 * (docs/decisions/0009-shopping-list-order.md).
 */
function shoppingName(text: string): string {
  const name = (STARTS_WITH_AMOUNT.test(text) && parseIngredientLine(text).item) || text;
  return itemFor(name, false);
}

/**
 * Spec 4.7: unchecked before checked, then by item in case-insensitive natural order ('item 2' before 'item 10'):
 * by what each item is, then by its whole text, so the amounts of one thing sit together, smallest first.
 */
export function sortShoppingList(list: readonly ShoppingItem[]): ShoppingItem[] {
  const names = new Map(list.map((item) => [item, shoppingName(item.text)]));
  return [...list].sort(
    (a, b) =>
      Number(a.checked) - Number(b.checked) ||
      collator.compare(names.get(a)!, names.get(b)!) ||
      collator.compare(a.text, b.text),
  );
}

function randomId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function freshId(taken: ReadonlySet<string>, newId: IdSource): string {
  let id = newId();
  while (taken.has(id)) id = newId();
  return id;
}

function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** What storage may hold for one item; a wrong id or checked flag is repaired, a missing text is not. */
const StoredItemSchema = z.object({
  id: z
    .union([z.string(), z.number()])
    .transform((id) => String(id).trim())
    .optional()
    .catch(undefined),
  checked: z.boolean().catch(false),
  text: z.string().transform(collapseSpaces).pipe(z.string().min(1)),
  // A damaged list of recipes only loses the item its origin, never the item.
  recipes: z.array(z.number().int().positive()).optional().catch(undefined),
});

function parseStored(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return [];
  }
}

/**
 * Reads whatever storage holds (a JSON string or an already parsed value): entries that are not items or
 * have no text are dropped, and missing or duplicate ids are regenerated (spec 4.7).
 */
export function repairShoppingList(raw: unknown, newId: IdSource = randomId): ShoppingItem[] {
  const stored = parseStored(raw);
  if (!Array.isArray(stored)) return [];
  const taken = new Set<string>();
  const list: ShoppingItem[] = [];
  for (const entry of stored) {
    const parsed = StoredItemSchema.safeParse(entry);
    if (!parsed.success) continue;
    const { id, checked, text, recipes } = parsed.data;
    const uniqueId = id && !taken.has(id) ? id : freshId(taken, newId);
    taken.add(uniqueId);
    list.push({ id: uniqueId, checked, text, ...(recipes?.length ? { recipes: [...new Set(recipes)] } : {}) });
  }
  return sortShoppingList(list);
}

function withNewItem(list: readonly ShoppingItem[], text: string, newId: IdSource, recipeId?: number): ShoppingItem[] {
  const id = freshId(new Set(list.map((item) => item.id)), newId);
  const origin = recipeId === undefined ? {} : { recipes: [recipeId] };
  return sortShoppingList([...list, { id, checked: false, text, ...origin }]);
}

/** The item with one more recipe among those it came from. */
function fromRecipe(item: ShoppingItem, recipeId: number | undefined): ShoppingItem {
  if (recipeId === undefined || item.recipes?.includes(recipeId)) return item;
  return { ...item, recipes: [...(item.recipes ?? []), recipeId] };
}

/** How many items on the list came, all or in part, from the recipe: more than none means it was added before. */
export function itemsFromRecipe(list: readonly ShoppingItem[], recipeId: number): number {
  return list.filter((item) => item.recipes?.includes(recipeId)).length;
}

/** The most a typed item holds, as long as an ingredient's item and note: a line on a list, not a note. */
export const SHOPPING_ITEM_MAX = 200;

/**
 * Spec 5: empty text is ignored. An item typed with an amount joins the same item already on the list, as a
 * recipe's ingredient does ('2 eggs' and '3 eggs' make '5 eggs'); anything else is added as typed.
 */
export function addShoppingItem(
  list: readonly ShoppingItem[],
  text: string,
  newId: IdSource = randomId,
): ShoppingItem[] {
  const cleaned = collapseSpaces(text);
  if (!cleaned) return sortShoppingList(list);
  const typed = STARTS_WITH_AMOUNT.test(cleaned) ? parseIngredientLine(cleaned) : undefined;
  if (typed?.qty && findMergeTarget(list, typed)) return sortShoppingList(mergeIngredient(list, typed, newId));
  return withNewItem(list, cleaned, newId);
}

export function toggleShoppingItem(list: readonly ShoppingItem[], id: string): ShoppingItem[] {
  return sortShoppingList(list.map((item) => (item.id === id ? { ...item, checked: !item.checked } : item)));
}

export function removeCheckedItems(list: readonly ShoppingItem[]): ShoppingItem[] {
  return list.filter((item) => !item.checked);
}

export function removeShoppingItem(list: readonly ShoppingItem[], id: string): ShoppingItem[] {
  return list.filter((item) => item.id !== id);
}

/**
 * Undo of a removal: the removed items come back as they were. Undo starts from the list as it is now (another
 * tab may have changed it since), so an item whose id is back already is not added twice.
 */
export function restoreShoppingItems(list: readonly ShoppingItem[], removed: readonly ShoppingItem[]): ShoppingItem[] {
  const present = new Set(list.map((item) => item.id));
  return sortShoppingList([...list, ...removed.filter((item) => !present.has(item.id))]);
}

/** Numbers and ranges add up; other amounts ('a pinch') are kept side by side: '2 + a pinch'. */
function combineQuantities(existing: string, added: string): string {
  if (!existing || !added) return existing || added;
  return addQuantities(existing, added) ?? `${existing} + ${added}`;
}

/** '2 cups plain flour (sifted)'; an ingredient that is only a note ('salt to taste') is that note. */
export function ingredientText({ qty = '', unit = '', item = '', note = '' }: ShoppingIngredient): string {
  const main = collapseSpaces(`${qty} ${unit} ${item}`);
  const cleanNote = collapseSpaces(note);
  if (!main) return cleanNote;
  return cleanNote ? `${main} (${cleanNote})` : main;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface ItemParts {
  quantity: string;
  unit: string;
  item: string;
  note: string;
}

/** Whether two written units are one unit: 'cup', 'cups' and 'c'; 'T' and 'tbsp'; 'clove' and 'cloves'. */
const sameUnit = (a: string, b: string) => canonicalUnit(a) === canonicalUnit(b);
/** The most words a written unit runs to ('heaped tbsp', 'large cloves'). */
const UNIT_WORDS_MAX = 2;

/**
 * Splits an item's text into the ingredient's parts: '1 1/2 cups flour (sifted)' for cups of flour. The words
 * before the item are an amount, then a unit that is the ingredient's however it is written; what comes before
 * the unit must be an amount (a number, or amounts already noted side by side), so 'free range eggs' is not read
 * as an amount of 'eggs'.
 */
function splitItem(text: string, ingredient: ShoppingIngredient): ItemParts | undefined {
  const unit = collapseSpaces(ingredient.unit ?? '');
  // '1 egg' joins '2 eggs': the item matches written for one or for many.
  const itemPattern = itemForms(collapseSpaces(ingredient.item ?? ''))
    .map(escapeRegExp)
    .join('|');
  const match = new RegExp(`^(?:(.*) )?(${itemPattern})((?: \\([^()]*\\))?)$`, 'i').exec(text);
  if (!match) return undefined;
  const [, before = '', item = '', note = ''] = match;
  const words = before ? before.split(' ') : [];
  const unitWordCounts = unit ? [1, UNIT_WORDS_MAX] : [0];
  for (const count of unitWordCounts) {
    if (count > words.length) continue;
    const writtenUnit = words.slice(words.length - count).join(' ');
    if (unit && !sameUnit(writtenUnit, unit)) continue;
    const quantity = words.slice(0, words.length - count).join(' ');
    if (quantity === '' || quantity.includes(' + ') || amountsIn(quantity) !== undefined) {
      return { quantity, unit: writtenUnit, item, note };
    }
  }
  return undefined;
}

/** A note as compared: '(Diced)' on the list is the note 'diced'. */
const noteKey = (note: string) => collapseSpaces(note.replace(/^\s*\((.*)\)\s*$/, '$1')).toLowerCase();

/** A note with a number in it may be part of the amount ('plus 4 oz', '510 g'), which a merge would not add up. */
const AMOUNT_IN_NOTE = /[\d½¼¾⅓⅔⅛]/u;

/**
 * Whether the ingredient is what the item on the list already asks for, so adding it up loses nothing: the same
 * note ('sugar (brown)' is not 'sugar') with no amount in it, and an amount on both or neither ('eggs' beside
 * '2 eggs' is more eggs).
 */
function sameThing(parts: ItemParts, ingredient: ShoppingIngredient): boolean {
  if (noteKey(parts.note) !== noteKey(ingredient.note ?? '') || AMOUNT_IN_NOTE.test(parts.note)) return false;
  const counted = parts.unit !== '' || collapseSpaces(ingredient.unit ?? '') !== '';
  return counted || (parts.quantity === '') === (collapseSpaces(ingredient.qty ?? '') === '');
}

/** The unchecked item the ingredient merges into, with the item's text split up. */
function findMergeTarget(list: readonly ShoppingItem[], ingredient: ShoppingIngredient) {
  if (!collapseSpaces(ingredient.item ?? '')) return undefined;
  for (const item of list) {
    const parts = item.checked ? undefined : splitItem(item.text, ingredient);
    if (parts && sameThing(parts, ingredient)) return { item, parts };
  }
  return undefined;
}

function mergeIngredient(
  list: readonly ShoppingItem[],
  ingredient: ShoppingIngredient,
  newId: IdSource,
  recipeId?: number,
) {
  const target = findMergeTarget(list, ingredient);
  if (!target) return withNewItem(list, ingredientText(ingredient), newId, recipeId);
  const { quantity, unit, item, note } = target.parts;
  // 'pinch salt' is one pinch: a second makes two, rather than vanishing into the first.
  const counted = (written: string) => written || (unit ? '1' : '');
  const qty = withRecipeNumberStyle(
    [counted(quantity), counted(collapseSpaces(ingredient.qty ?? ''))],
    unit,
    ([existing = '', added = '']) => combineQuantities(existing, added),
  );
  const merged = unit
    ? { qty, unit: agreeingUnitWord(unit, counted(quantity), qty), item }
    : { qty, unit, item: agreeingItem(item, counted(quantity), qty) };
  // The note is the same on both, and stays as the list had it.
  const text = `${ingredientText(merged)}${note}`;
  return list.map((entry) => (entry === target.item ? fromRecipe({ ...entry, text }, recipeId) : entry));
}

/**
 * Adds a recipe's ingredients. One already on the list (same unit and item, case-insensitive, not yet checked)
 * is merged into that item rather than listed twice. `added` counts the ingredients that reached the list,
 * merged or new; ingredients with no text at all, an oven's temperature and a section's heading ("For the sauce:")
 * are skipped. Each item they reach remembers the recipe, when its id is given.
 */
export function addIngredients(
  list: readonly ShoppingItem[],
  ingredients: readonly ShoppingIngredient[],
  newId: IdSource = randomId,
  recipeId?: number,
): { list: ShoppingItem[]; added: number } {
  let next = [...list];
  let added = 0;
  for (const written of ingredients) {
    const ingredient = withUnitOutOfQuantity({ qty: '', unit: '', item: '', note: '', ...written });
    if (!ingredientText(ingredient) || isOvenTemperature(ingredient) || isIngredientHeading(ingredient)) continue;
    next = mergeIngredient(next, ingredient, newId, recipeId);
    added += 1;
  }
  return { list: sortShoppingList(next), added };
}
