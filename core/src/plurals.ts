import { agreeingUnit, amountsIn, isMoreThanOne } from './amounts.js';
import { inCaseOf } from './word-case.js';

/**
 * One and many of the things cooks count ('1 egg', '2 eggs'), so an item keeps agreeing with an amount that
 * changes as a recipe is scaled or the shopping list adds up. English rules for kitchen words, with the
 * exceptions that matter there.
 */

/** Plurals no rule gives. */
const IRREGULAR: Record<string, string> = {
  leaf: 'leaves',
  loaf: 'loaves',
  half: 'halves',
  knife: 'knives',
  potato: 'potatoes',
  tomato: 'tomatoes',
  mango: 'mangoes',
  chilli: 'chillies',
};
const IRREGULAR_SINGULAR = Object.fromEntries(Object.entries(IRREGULAR).map(([one, many]) => [many, one]));

/** The same for one and many, or with no plural a cook writes: '2 salmon', not '2 salmons'. */
const SAME_EITHER_WAY = new Set([
  'asparagus',
  'couscous',
  'fish',
  'garlic',
  'ginger',
  'hummus',
  'molasses',
  'rice',
  'salmon',
  'shrimp',
  'squid',
  'swiss',
  'trout',
]);

/**
 * English words for things a cook counts, as one. An item changes between one and many only when its counted
 * word is one of these (or an irregular one above): a recipe in another language keeps its words ('2 Zwiebel',
 * not '2 Zwiebels'; '1 Ananas', not '1 Anana').
 */
const COUNTED_THINGS = new Set(
  (
    'anchovy apple apricot artichoke aubergine avocado bagel banana bap beet beetroot biscuit breast brownie bulb bun ' +
    'bunch cake can caper carrot cauliflower chicken chickpea chilli chop clementine clove coconut cookie courgette ' +
    'cracker cucumber cupcake date drumstick dumpling egg eggplant fig fillet frank grape grapefruit head ' +
    'jalapeno jar kiwi leek lemon lettuce lime link lobster mandarin meatball muffin mushroom nectarine nut olive ' +
    'onion orange packet pancake parsnip pastry pea peach peanut pear pecan pepper pepperoni pickle pie pineapple ' +
    'pitta plantain plum pod pomegranate potato prawn prune radish rasher raspberry roll sausage scallion scallop ' +
    'shallot sheet slice sprig sprout stalk steak stick strawberry sweetcorn tablet thigh tin tomato tortilla turnip ' +
    'walnut wedge wing wrap yam yolk zucchini almond blueberry cherry hazelnut mango tart waffle knob shoulder leg ' +
    'shank rib cutlet piece handful bag bottle box block pinch dash glass strip sachet tub carton pot punnet bar ' +
    'square cube ear stem'
  ).split(' '),
);

/** Plurals in -ies whose singular ends in -ie, not -y. */
const IE_WORDS = new Set(['brownie', 'cookie', 'pie', 'smoothie', 'veggie', 'zombie']);

/** The word for one, lower case: 'eggs' → 'egg', 'cherries' → 'cherry', 'peaches' → 'peach'. */
function singularOf(word: string): string {
  if (SAME_EITHER_WAY.has(word)) return word;
  const irregular = IRREGULAR_SINGULAR[word];
  if (irregular) return irregular;
  if (word.endsWith('ies')) return IE_WORDS.has(word.slice(0, -1)) ? word.slice(0, -1) : `${word.slice(0, -3)}y`;
  if (/(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/(?:ss|us|is)$/.test(word) || !word.endsWith('s')) return word;
  return word.slice(0, -1);
}

/** The word for many, lower case, from the word for one. */
function pluralOf(one: string): string {
  if (SAME_EITHER_WAY.has(one)) return one;
  const irregular = IRREGULAR[one];
  if (irregular) return irregular;
  if (/(?:s|x|z|ch|sh)$/.test(one)) return `${one}es`;
  if (/[^aeiou]y$/.test(one)) return `${one.slice(0, -1)}ies`;
  return `${one}s`;
}

/**
 * Where the counted word is in an item: the word before 'of' ('heads of garlic'), else the last word before any
 * comma or bracket ('red onion, sliced').
 */
const COUNTED_WORD = /^(.*?)(?<![\p{L}\p{N}])(\p{L}+)((?:\s+of\s.*)|(?:\s*[,(].*)?)$/u;

/** Whether the item's counted word is an English word for something counted, which may change with the amount. */
function countedInEnglish(item: string): boolean {
  const word = COUNTED_WORD.exec(item)?.[2]?.toLowerCase();
  if (!word) return false;
  const one = singularOf(word);
  return COUNTED_THINGS.has(one) || one in IRREGULAR || IE_WORDS.has(one);
}

/** The item with its counted word for one or for many; an item whose counted word cannot be found is kept. */
export function itemFor(item: string, many: boolean): string {
  const parts = COUNTED_WORD.exec(item);
  if (!parts) return item;
  const [, before = '', word = '', after = ''] = parts;
  const one = singularOf(word.toLowerCase());
  return before + inCaseOf(word, many ? pluralOf(one) : one) + after;
}

/**
 * The item agreeing with an amount that changed: '1 egg' doubled is '2 eggs', '2 eggs' halved '1 egg'. It changes
 * only when the amount crosses one, so an item written against the rule ('2 garlic') is left as it was.
 */
export function agreeingItem(item: string, writtenQuantity: string, quantity: string): string {
  const many = (written: string) => {
    const amounts = amountsIn(written);
    return amounts && isMoreThanOne(amounts.at(-1)!);
  };
  const wasMany = many(writtenQuantity);
  const isMany = many(quantity);
  if (wasMany === undefined || isMany === undefined || wasMany === isMany) return item;
  return countedInEnglish(item) ? itemFor(item, isMany) : item;
}

/**
 * A unit agreeing with an amount that changed: a measure by its own labels ('1 cup', '2 cups'), a counted thing by
 * the English rules for items ('1 clove', '2 cloves'; '1 can', '2 cans').
 */
export function agreeingUnitWord(unit: string, writtenQuantity: string, quantity: string): string {
  return agreeingItem(agreeingUnit(unit, quantity), writtenQuantity, quantity);
}

/** The item as it might be written for one and for many, the written form first: 'egg' and 'eggs'. */
export function itemForms(item: string): string[] {
  return [...new Set([item, itemFor(item, false), itemFor(item, true)])];
}
