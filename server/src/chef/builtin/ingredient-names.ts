import { required } from '../../required.js';

/**
 * Ingredient names as a cook types them ("2 large ripe tomatoes, chopped") and as recipes list them ("chopped tomatoes"),
 * reduced to comparable keys ("tomato"), and the rule that decides whether a cook's ingredient is what a recipe asks for.
 * Keys use British names (courgette, coriander, prawn) because the app is written in British English.
 */

/** Small words that never name an ingredient: "leg of lamb" is "leg lamb", "salt, to taste" is "salt". */
const STOP_WORDS = wordSet(`
  a an and about for in into of on or plus some the to with
`);

/** Measures and containers, dropped unless they are the last word: "2 cloves garlic" is garlic, "cloves" is the spice. */
const UNITS = wordSet(`
  bag ball block bottle box bunch can carton cl clove cm cup dash dessertspoon dl drizzle g gram handful head
  inch jar kg knob l lb litre liter mg ml mug oz pack packet piece pinch pot rasher sachet sheet slice splash
  sprig stick tablespoon tbs tbsp teaspoon thumb tin tsp x
`);

/** Preparation, size and state: they say how an ingredient arrives, not what it is. */
const DESCRIPTORS = wordSet(`
  approximately beaten big bite boiled boiling boneless bought canned chilled chopped coarsely cold cooked
  crushed cubed cut day deseeded diced drained dried extra few finely free fresh freshly frozen generous good
  grated ground halved hard heaped homemade julienned juiced large lean leftover level medium melted minced old
  optional organic packed peeled picked pitted quality quartered range raw rinsed ripe room roughly rounded
  shredded sifted size sized skinless sliced small softened stale stoned store temperature thickly thinly tinned
  torn trimmed uncooked unwaxed very virgin warm washed whisked whole zested
`);

/** Plurals that the suffix rules below would get wrong. */
const IRREGULAR_SINGULARS: Record<string, string> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  chillies: 'chilli',
  chilies: 'chili',
  cookies: 'cookie',
  brownies: 'brownie',
  molasses: 'molasses',
  brussels: 'brussels',
  // "Peppers" in a list of ingredients are sweet peppers; "pepper" is the black pepper next to the salt.
  peppers: 'peppers',
};

const MEATS_SOLD_MINCED = ['beef', 'lamb', 'pork', 'chicken', 'turkey', 'veal'];

/**
 * Names for the same ingredient, first the key, then what else cooks call it. Matched as whole words anywhere in the
 * name, longest first, so "chicken broth" becomes "chicken stock" and "bell pepper" is not read as black "pepper".
 */
const SYNONYMS: [key: string, ...names: string[]][] = [
  ['courgette', 'zucchini'],
  ['aubergine', 'eggplant'],
  ['bell pepper', 'capsicum', 'sweet pepper', 'sweet peppers', 'peppers'],
  ['red bell pepper', 'red pepper'],
  ['green bell pepper', 'green pepper'],
  ['yellow bell pepper', 'yellow pepper'],
  ['orange bell pepper', 'orange pepper'],
  ['black pepper', 'pepper', 'peppercorn', 'black peppercorn'],
  ['white pepper'],
  ['sichuan pepper', 'sichuan peppercorn'],
  ['chilli', 'chili', 'chile', 'chilli pepper', 'chilli peppers', 'chili pepper', 'chili peppers'],
  ['chilli flake', 'red pepper flake', 'crushed red pepper'],
  ['cayenne', 'cayenne pepper'],
  ['jalapeno', 'jalapeno pepper', 'jalapeno peppers'],
  ['coriander', 'cilantro', 'coriander leaf', 'coriander sprig'],
  ['coriander seed', 'ground coriander', 'coriander powder'],
  ['spring onion', 'scallion', 'green onion', 'salad onion'],
  ['prawn', 'shrimp'],
  ['rocket', 'arugula'],
  ['chickpea', 'garbanzo', 'garbanzo bean', 'chick pea'],
  ['icing sugar', 'powdered sugar', "confectioners' sugar"],
  ['cornflour', 'cornstarch', 'corn starch', 'corn flour'],
  ['double cream', 'heavy cream', 'heavy whipping cream', 'whipping cream', 'thickened cream'],
  ['single cream', 'light cream'],
  ['sour cream', 'soured cream'],
  ['beetroot', 'beet'],
  ['mangetout', 'snow pea', 'mange tout'],
  ['plain flour', 'all-purpose flour'],
  ['self raising flour', 'self-raising flour', 'self-rising flour'],
  ['caster sugar', 'superfine sugar', 'castor sugar'],
  ['baking soda', 'bicarbonate of soda', 'bicarb soda', 'bicarb', 'sodium bicarbonate'],
  ['yoghurt', 'yogurt', 'yoghourt'],
  ['stock', 'broth', 'bouillon', 'stock cube', 'bouillon cube'],
  ['corn', 'sweetcorn', 'sweet corn', 'corn kernel', 'corn cob', 'corn on the cob'],
  ['tomato paste', 'tomato puree', 'tomato concentrate'],
  ['soy sauce', 'soya sauce', 'shoyu'],
  ['lemongrass', 'lemon grass'],
  ['lime leaf', 'kaffir lime leaf', 'makrut lime leaf'],
  ['parmesan', 'parmigiano', 'parmigiano reggiano'],
  ['green bean', 'french bean', 'string bean', 'haricot vert'],
  ['cos lettuce', 'romaine', 'romaine lettuce'],
  ['butter bean', 'lima bean'],
  ['swede', 'rutabaga'],
  ['cumin', 'cumin seed'],
  ['braising beef', 'braising steak', 'stewing beef', 'stewing steak'],
  ...MEATS_SOLD_MINCED.map((meat): [string, ...string[]] => [`${meat} mince`, `ground ${meat}`, `minced ${meat}`]),
  ['beef mince', 'mince'],
];

/**
 * Two-word names that are not a kind of their last word: coconut milk is not milk, a sweet potato is not a potato.
 * Matching treats each as one word.
 */
const COMPOUNDS = phraseSet(`
  almond butter, almond milk, coconut cream, coconut milk, condensed milk, coriander seed, evaporated milk,
  ice cream, lime leaf, oat milk, peanut butter, rice milk, soy milk, spring onion, sweet potato, water chestnut
`);

/**
 * Words that name a part or a cut, so "chicken thigh" is chicken and "lemon juice" is lemon. Any other word after the
 * ingredient makes something else: "chicken stock" is not chicken, "egg noodle" is not egg.
 */
const PART_WORDS = wordSet(`
  ball belly breast bulb cheek chop chunk clove cob cutlet drumstick fillet floret frond half head heart hock
  joint juice kernel lardon leaf leg loin meat mince neck piece quarter rasher rib root segment shank shoulder slice
  spear sheet sprig stalk steak stem stick tail tenderloin thigh wedge white wing yolk zest
`);

/** Pasta shapes stand in for one another, so each counts as plain "pasta" when matching. */
const PASTA_SHAPES = wordSet(`
  bucatini conchiglie conchiglioni farfalle fettuccine fusilli linguine macaroni orecchiette pappardelle penne rigatoni
  spaghetti tagliatelle
`);

/** Names that are a kind of something without saying so: parmesan is a cheese, udon a noodle. */
const KIND_OF = kindsByName({
  cheese: `brie camembert cheddar edam emmental feta gouda gruyere halloumi manchego mascarpone mozzarella paneer
    parmesan pecorino ricotta stilton`,
  noodle: 'ramen soba udon vermicelli',
  rice: 'arborio basmati carnaroli',
  beef: 'brisket chuck flank ribeye rump sirloin skirt',
  bacon: 'lardon pancetta',
  ham: 'gammon prosciutto',
  fish: 'basa bream cod haddock hake mackerel pollock salmon sardine tilapia trout tuna',
});

/** A comparable ingredient name: its key and the words matching compares. */
export interface IngredientName {
  key: string;
  terms: readonly string[];
}

const synonymTable = buildSynonymTable();
const LONGEST_SYNONYM = Math.max(...[...synonymTable.keys()].map((phrase) => phrase.split(' ').length));

/**
 * The comparable key of an ingredient: "2 large ripe tomatoes, chopped" → "tomato", "Zucchini" → "courgette",
 * "500g minced beef" → "beef mince". An empty key means no ingredient was named.
 */
export function canonicalIngredient(text: string): string {
  const words = dropUnits(nameWords(text));
  const renamed = replaceSynonyms(words);
  return replaceSynonyms(dropDescriptors(renamed)).join(' ');
}

/**
 * Whether the cook's ingredient is what the recipe asks for: the same thing or a kind of it ("chicken" for "chicken
 * thighs", "cheese" for "parmesan", "pasta" for "spaghetti"), either way round, since a cook who has basmati rice has
 * rice. A different product made from it never matches: chicken stock, egg noodles, coconut milk, peanut butter.
 */
export function ingredientsMatch(given: string, recipeItem: string): boolean {
  return namesMatch(ingredientName(given), ingredientName(recipeItem));
}

/** ingredientsMatch for names already read, so a request compares without reading any name twice. */
export function namesMatch(given: IngredientName, item: IngredientName): boolean {
  if (given.terms.length === 0 || item.terms.length === 0) return false;
  if (given.key === item.key) return true;
  return isKindOf(item.terms, given.terms) || isKindOf(given.terms, item.terms);
}

const MEMO_LIMIT = 50_000;
const memo = new Map<string, IngredientName>();

/** The comparable name of an ingredient, remembered: library recipes repeat the same few hundred names. */
export function ingredientName(text: string): IngredientName {
  const known = memo.get(text);
  if (known) return known;
  const key = canonicalIngredient(text);
  const name = { key, terms: matchTerms(key) };
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(text, name);
  return name;
}

/** Lower-case words of the name itself: accents folded, brackets, numbers and what follows a comma left out. */
function nameWords(text: string): string[] {
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const name = folded.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').split(/[,;:]|\s[-–—]\s/)[0] ?? '';
  const words = name.replace(/['’]/g, '').match(/\p{L}+/gu) ?? [];
  return words.filter((word) => !STOP_WORDS.has(word)).map(singular);
}

/** English plural rules; words ending in -ss or -us (swiss, couscous, hummus, asparagus) are already singular. */
function singular(word: string): string {
  const irregular = IRREGULAR_SINGULARS[word];
  if (irregular) return irregular;
  if (word.length <= 3 || word.endsWith('ss') || word.endsWith('us') || !word.endsWith('s')) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(oes|ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

function dropUnits(words: string[]): string[] {
  return words.filter((word, index) => index === words.length - 1 || !UNITS.has(word));
}

/** Leaves the words alone when they are all descriptors, so "fresh" on its own stays "fresh". */
function dropDescriptors(words: string[]): string[] {
  const kept = words.filter((word) => !DESCRIPTORS.has(word));
  return kept.length > 0 ? kept : words;
}

function replaceSynonyms(words: string[]): string[] {
  const renamed: string[] = [];
  let index = 0;
  while (index < words.length) {
    const match = longestSynonymAt(words, index);
    renamed.push(...(match?.replacement ?? words.slice(index, index + 1)));
    index += match?.length ?? 1;
  }
  return renamed;
}

function longestSynonymAt(words: string[], start: number): { replacement: string[]; length: number } | undefined {
  for (let length = Math.min(LONGEST_SYNONYM, words.length - start); length > 0; length -= 1) {
    const replacement = synonymTable.get(words.slice(start, start + length).join(' '));
    if (replacement) return { replacement, length };
  }
  return undefined;
}

/** Every name (written naturally, read like a cook's text) to the words of its key. Keys map to themselves. */
function buildSynonymTable(): Map<string, string[]> {
  const table = new Map<string, string[]>();
  for (const [key, ...names] of SYNONYMS) {
    for (const name of [key, ...names]) table.set(nameWords(name).join(' '), key.split(' '));
  }
  return table;
}

/** The words matching compares: compounds joined into one, pasta shapes as "pasta", "feta" as "feta cheese". */
function matchTerms(key: string): string[] {
  const terms: string[] = [];
  const words = key === '' ? [] : key.split(' ');
  for (let index = 0; index < words.length; index += 1) {
    const pair = `${words[index]} ${words[index + 1]}`;
    if (COMPOUNDS.has(pair)) {
      terms.push(pair);
      index += 1;
    } else {
      terms.push(...termsOfWord(required(words[index], 'a word'), words));
    }
  }
  return terms;
}

/** The kind is added unless the name already says it: "cheddar cheese", "smoked bacon lardons". */
function termsOfWord(word: string, words: readonly string[]): string[] {
  if (PASTA_SHAPES.has(word)) return words.includes('pasta') ? [] : ['pasta'];
  const kind = KIND_OF.get(word);
  return kind && !words.includes(kind) ? [word, kind] : [word];
}

/** The item names the general ingredient, perhaps qualified before it ("red onion") or cut after it ("chicken thigh"). */
function isKindOf(item: readonly string[], general: readonly string[]): boolean {
  for (let start = 0; start + general.length <= item.length; start += 1) {
    if (namedAt(item, general, start) && onlyPartsFrom(item, start + general.length)) return true;
  }
  return false;
}

// Plain loops rather than every() and slice(): this runs for every pair of names on every request.
function namedAt(item: readonly string[], general: readonly string[], start: number): boolean {
  for (let offset = 0; offset < general.length; offset += 1) {
    if (item[start + offset] !== general[offset]) return false;
  }
  return true;
}

function onlyPartsFrom(item: readonly string[], start: number): boolean {
  for (let index = start; index < item.length; index += 1) {
    if (!PART_WORDS.has(required(item[index], 'a word'))) return false;
  }
  return true;
}

function wordSet(words: string): Set<string> {
  return new Set(words.trim().split(/\s+/));
}

function phraseSet(phrases: string): Set<string> {
  return new Set(phrases.split(',').map((phrase) => phrase.trim()));
}

function kindsByName(groups: Record<string, string>): Map<string, string> {
  return new Map(Object.entries(groups).flatMap(([kind, names]) => [...wordSet(names)].map((name) => [name, kind])));
}
