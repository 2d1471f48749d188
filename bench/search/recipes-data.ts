/**
 * Synthetic recipes for the search benchmark: a few hundred cooking words, each list in rough order of how
 * common the word is, drawn with Zipf-like frequencies so a handful of words are everywhere and most are rare,
 * as in real recipe text. Deterministic for a given seed.
 */

export const COOKS = 1000;
/** Every generated cook is bench{n}@example.com with this password. */
export const BENCH_PASSWORD = 'bench123';
export const benchEmail = (cook: number) => `bench${cook}@example.com`;

/** Mulberry32: small, fast and good enough to make the same data set from the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from a list with P(rank r) proportional to 1 / (r + 1)^exponent: the first entries are the common ones. */
export class Zipf<T> {
  private readonly cumulative: number[] = [];

  constructor(
    readonly items: readonly T[],
    exponent = 1,
  ) {
    let total = 0;
    for (let rank = 0; rank < items.length; rank += 1) {
      total += 1 / (rank + 1) ** exponent;
      this.cumulative.push(total);
    }
    this.cumulative = this.cumulative.map((value) => value / total);
  }

  pick(random: () => number): T {
    const target = random();
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return this.items[low]!;
  }

  /** Distinct picks, as many as asked (or as there are). */
  pickDistinct(random: () => number, count: number, exclude: Iterable<T> = []): T[] {
    const chosen = new Set<T>(exclude);
    const result: T[] = [];
    const wanted = Math.min(count, this.items.length - chosen.size);
    for (let attempts = 0; result.length < wanted && attempts < count * 20; attempts += 1) {
      const item = this.pick(random);
      if (chosen.has(item)) continue;
      chosen.add(item);
      result.push(item);
    }
    return result;
  }
}

/** Main ingredients other than chicken, which is placed in a quarter of recipes on purpose. */
export const PROTEINS = [
  'beef',
  'pork',
  'salmon',
  'lamb',
  'prawn',
  'mushroom',
  'tofu',
  'chickpea',
  'egg',
  'lentil',
  'sausage',
  'bacon',
  'tuna',
  'turkey',
  'cod',
  'haloumi',
  'chorizo',
  'duck',
  'paneer',
  'ham',
  'squid',
  'mussel',
  'trout',
  'haddock',
  'scallop',
  'crab',
  'tempeh',
  'venison',
  'veal',
  'snapper',
  'barramundi',
  'octopus',
  'quail',
  'rabbit',
  'kangaroo',
  'goat',
  'pancetta',
  'prosciutto',
  'anchovy',
  'sardine',
  'mackerel',
  'seitan',
];

export const VEGETABLES = [
  'onion',
  'garlic',
  'tomato',
  'potato',
  'carrot',
  'spinach',
  'capsicum',
  'zucchini',
  'broccoli',
  'pumpkin',
  'sweet potato',
  'eggplant',
  'cauliflower',
  'peas',
  'corn',
  'kale',
  'leek',
  'celery',
  'cabbage',
  'jalapeño',
  'chilli',
  'beetroot',
  'asparagus',
  'avocado',
  'cucumber',
  'fennel',
  'shallot',
  'spring onion',
  'green beans',
  'bok choy',
  'parsnip',
  'radish',
  'artichoke',
  'silverbeet',
  'brussels sprouts',
  'okra',
  'edamame',
  'snow peas',
  'watercress',
  'rocket',
  'witlof',
  'kohlrabi',
  'celeriac',
  'jicama',
  'daikon',
  'choko',
  'samphire',
  'salsify',
  'romanesco',
  'tomatillo',
];

export const HERBS_AND_SPICES = [
  'salt',
  'black pepper',
  'parsley',
  'basil',
  'coriander',
  'cumin',
  'paprika',
  'thyme',
  'ginger',
  'rosemary',
  'oregano',
  'chilli flakes',
  'cinnamon',
  'mint',
  'turmeric',
  'bay leaf',
  'dill',
  'smoked paprika',
  'garam masala',
  'nutmeg',
  'chives',
  'sage',
  'cardamom',
  'lemongrass',
  'five spice',
  'star anise',
  'tarragon',
  'cloves',
  'sumac',
  "za'atar",
  'fenugreek',
  'saffron',
  'kaffir lime leaves',
  'curry leaves',
  'allspice',
  'caraway',
  'juniper',
  'asafoetida',
  'sichuan pepper',
  'galangal',
  'lovage',
  'epazote',
];

export const PANTRY = [
  'olive oil',
  'butter',
  'plain flour',
  'lemon',
  'sugar',
  'rice',
  'eggs',
  'milk',
  'cream',
  'stock',
  'vegetable stock',
  'soy sauce',
  'honey',
  'parmesan',
  'pasta',
  'lime',
  'white wine',
  'red wine vinegar',
  'brown sugar',
  'canned tomatoes',
  'coconut milk',
  'cheddar',
  'feta',
  'greek yoghurt',
  'dijon mustard',
  'breadcrumbs',
  'sesame oil',
  'fish sauce',
  'mozzarella',
  'noodles',
  'tomato purée',
  'vanilla extract',
  'baking powder',
  'dark chocolate',
  'orange',
  'crème fraîche',
  'maple syrup',
  'cocoa powder',
  'ricotta',
  'almonds',
  'pine nuts',
  'walnuts',
  'peanuts',
  'cashews',
  'sesame seeds',
  'tahini',
  'miso',
  'mirin',
  'hoisin sauce',
  'oyster sauce',
  'tortillas',
  'puff pastry',
  'couscous',
  'quinoa',
  'polenta',
  'passata',
  'capers',
  'kalamata olives',
  'harissa',
  'gochujang',
  'sriracha',
  'gruyère',
  'mascarpone',
  'pecorino',
  'dried apricots',
  'raisins',
  'dates',
  'coconut',
  'rolled oats',
  'buttermilk',
  'yeast',
  'cornflour',
  'golden syrup',
  'icing sugar',
  'balsamic vinegar',
  'worcestershire sauce',
  'tamari',
  'pomegranate molasses',
  'preserved lemon',
  'tamarind',
  'palm sugar',
  'ghee',
  'lard',
  'bulgur',
  'freekeh',
  'farro',
  'arborio rice',
  'basmati rice',
  'jasmine rice',
  'rice paper',
  'filo pastry',
  'brioche',
  'sourdough',
  'chipotle',
  'ancho chilli',
  'mole paste',
  'nduja',
  'bottarga',
  'verjuice',
  'quince paste',
  'yuzu',
  'shiso',
  'kombu',
  'bonito flakes',
  'furikake',
  'crème de cassis',
  'orange blossom water',
  'rosewater',
];

export const DISHES = [
  'salad',
  'soup',
  'curry',
  'stir-fry',
  'pasta',
  'pie',
  'stew',
  'tacos',
  'bake',
  'roast',
  'risotto',
  'burgers',
  'skewers',
  'traybake',
  'casserole',
  'noodles',
  'fritters',
  'frittata',
  'wraps',
  'bowl',
  'sandwich',
  'tart',
  'lasagne',
  'burrito',
  'quiche',
  'meatballs',
  'dumplings',
  'tagine',
  'ragù',
  'chowder',
  'kebabs',
  'gratin',
  'paella',
  'biryani',
  'ramen',
  'laksa',
  'pho',
  'dhal',
  'korma',
  'satay',
  'schnitzel',
  'goulash',
  'pilaf',
  'enchiladas',
  'quesadillas',
  'empanadas',
  'flatbread',
  'purée',
  'pâté',
  'terrine',
  'bisque',
  'cassoulet',
  'ratatouille',
  'bouillabaisse',
  'gumbo',
  'jambalaya',
  'shakshuka',
  'moussaka',
  'souvlaki',
  'tempura',
  'gyoza',
  'bibimbap',
  'rendang',
  'adobo',
  'ceviche',
  'carpaccio',
  'arancini',
  'gnocchi',
  'polpette',
  'vindaloo',
  'rogan josh',
  'jalfrezi',
  'katsu',
  'teriyaki',
  'bulgogi',
  'larb',
  'rösti',
];

export const DESSERTS = [
  'cake',
  'cookies',
  'brownies',
  'muffins',
  'pancakes',
  'crumble',
  'cheesecake',
  'slice',
  'tart',
  'pudding',
  'ice cream',
  'scones',
  'banana bread',
  'mousse',
  'pavlova',
  'crêpes',
  'trifle',
  'tiramisu',
  'crème brûlée',
  'soufflé',
  'panna cotta',
  'sorbet',
  'clafoutis',
  'galette',
  'macarons',
  'profiteroles',
  'éclairs',
  'financiers',
  'madeleines',
  'friands',
  'churros',
  'baklava',
  'semifreddo',
  'affogato',
  'zabaglione',
];

export const FLAVOURS = [
  'chocolate',
  'lemon',
  'vanilla',
  'banana',
  'apple',
  'berry',
  'caramel',
  'strawberry',
  'coconut',
  'raspberry',
  'orange',
  'blueberry',
  'almond',
  'cinnamon',
  'coffee',
  'peanut butter',
  'ginger',
  'pear',
  'hazelnut',
  'passionfruit',
  'mango',
  'rhubarb',
  'pistachio',
  'cherry',
  'plum',
  'fig',
  'date',
  'honey',
  'maple',
  'matcha',
  'salted caramel',
  'white chocolate',
  'lime',
  'quince',
  'persimmon',
  'lychee',
  'yuzu',
  'cardamom',
  'rosewater',
];

export const TECHNIQUES = [
  'roasted',
  'creamy',
  'spicy',
  'grilled',
  'baked',
  'easy',
  'crispy',
  'slow-cooked',
  'sticky',
  'honey-glazed',
  'pan-fried',
  'braised',
  'garlic',
  'lemon',
  'smoky',
  'one-pot',
  'stuffed',
  'marinated',
  'steamed',
  'herbed',
  'caramelised',
  'sautéed',
  'charred',
  'poached',
  'smoked',
  'glazed',
  'spiced',
  'slow-roasted',
  'twice-cooked',
  'pickled',
  'seared',
  'barbecued',
  'blackened',
  'confit',
  'flambé',
  'velveted',
  'brined',
  'cured',
  'en papillote',
];

export const CUISINES = [
  'Italian',
  'Thai',
  'Mexican',
  'Indian',
  'Chinese',
  'French',
  'Greek',
  'Japanese',
  'Moroccan',
  'Vietnamese',
  'Korean',
  'Spanish',
  'Lebanese',
  'Malaysian',
  'Turkish',
  'Cajun',
  'Sicilian',
  'Provençal',
  'Persian',
  'Sri Lankan',
  'Indonesian',
  'Caribbean',
  'Peruvian',
  'Brazilian',
  'Ethiopian',
  'Portuguese',
  'Hungarian',
  'Basque',
  'Nordic',
  'Georgian',
  'Oaxacan',
  'Sichuan',
  'Hainanese',
  'Burmese',
  'Yucatecan',
];

export const SIDES = [
  'rice',
  'salad',
  'potatoes',
  'greens',
  'noodles',
  'couscous',
  'flatbread',
  'mash',
  'chips',
  'polenta',
  'slaw',
  'quinoa',
  'garlic bread',
  'roast vegetables',
  'pickles',
  'salsa verde',
  'chimichurri',
  'tzatziki',
  'raita',
  'gremolata',
  'aioli',
  'romesco',
  'pesto',
  'kimchi',
  'purée',
];

const COOK_NAMES = [
  'Olivia',
  'Jack',
  'Charlotte',
  'Noah',
  'Amelia',
  'William',
  'Isla',
  'Oliver',
  'Mia',
  'Leo',
  'Ava',
  'Henry',
  'Grace',
  'Lucas',
  'Chloe',
  'Thomas',
  'Zoë',
  'José',
  'Renée',
  'Siobhán',
  'Mateo',
  'Priya',
  'Hiroshi',
  'Mei',
  'Aroha',
  'Kwame',
  'Fatima',
  'Björn',
  'Chiara',
  'Dmitri',
];

const NOTES = [
  'Family favourite.',
  'Great for weeknights.',
  'Freezes well.',
  'Kids love this one.',
  'From my grandmother’s recipe box.',
  'Make it the day before for the best flavour.',
  'Double the sauce.',
  'Easy dinner party dish.',
  'Adapted from a cookbook, less sugar.',
  'Good for a crowd.',
  'Use whatever greens are in season.',
  'Better the next day.',
  'Takes about an hour, mostly hands off.',
  'Lunchbox friendly.',
  'Serve with a cold beer.',
  'Christmas staple.',
  'Needs a good pinch of salt at the end.',
  'Our Sunday lunch.',
];

const UNITS = [
  'g',
  'g',
  'g',
  'ml',
  'tbsp',
  'tbsp',
  'tsp',
  'tsp',
  'cup',
  'cups',
  '',
  '',
  'pinch',
  'clove',
  'bunch',
  'kg',
  'can',
  'handful',
];
const QUANTITIES = [
  '1',
  '1',
  '2',
  '2',
  '3',
  '4',
  '1/2',
  '1/4',
  '1 1/2',
  '100',
  '200',
  '250',
  '400',
  '500',
  '50',
  '30',
  '6',
  '8',
];
const INGREDIENT_NOTES = [
  'finely chopped',
  'diced',
  'sliced',
  'to taste',
  'grated',
  'crushed',
  'at room temperature',
  'melted',
];

export interface GeneratedIngredient {
  qty: string;
  unit: string;
  item: string;
  note: string;
}

export interface GeneratedRecipe {
  name: string;
  note: string;
  method: string;
  ingredients: GeneratedIngredient[];
  share: boolean;
  favourite: boolean;
  basil: boolean;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** recipe_name is varchar(50): cut at a word boundary. */
function fitName(name: string): string {
  if (name.length <= 50) return name;
  const cut = name.slice(0, 50);
  return cut.slice(0, cut.lastIndexOf(' ')).trim();
}

/** Makes recipes one at a time from a seeded random source. */
export class RecipeGenerator {
  private readonly random: () => number;
  private readonly proteins = new Zipf(PROTEINS, 0.9);
  private readonly vegetables = new Zipf(VEGETABLES, 1);
  private readonly herbs = new Zipf(HERBS_AND_SPICES, 1);
  private readonly pantry = new Zipf(PANTRY, 1);
  private readonly dishes = new Zipf(DISHES, 1);
  private readonly desserts = new Zipf(DESSERTS, 1);
  private readonly flavours = new Zipf(FLAVOURS, 1);
  private readonly techniques = new Zipf(TECHNIQUES, 1);
  private readonly cuisines = new Zipf(CUISINES, 1);
  private readonly sides = new Zipf(SIDES, 1);

  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  chance(probability: number): boolean {
    return this.random() < probability;
  }

  integer(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  private one<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }

  cookName(index: number): string {
    return `${COOK_NAMES[index % COOK_NAMES.length]} ${index + 1}`;
  }

  recipe(): GeneratedRecipe {
    const roll = this.random();
    // About a quarter of all recipes are chicken ones, so "chicken" is the broad word of the benchmark.
    const kind = roll < 0.25 ? 'chicken' : roll < 0.7 ? 'protein' : roll < 0.85 ? 'vegetable' : 'dessert';
    const main = kind === 'chicken' ? 'chicken' : kind === 'protein' ? this.proteins.pick(this.random) : null;
    const veg = this.vegetables.pick(this.random);
    const name = kind === 'dessert' ? this.dessertName() : this.savouryName(main, veg);
    const ingredients = this.ingredientList(kind, main, veg);
    return {
      name: fitName(name),
      note: this.chance(0.2) ? '' : this.note(),
      method: this.method(kind, main ?? veg, ingredients),
      ingredients,
      share: this.chance(0.3),
      favourite: this.chance(0.1),
      basil: this.chance(0.05),
    };
  }

  private savouryName(main: string | null, veg: string): string {
    const subject = main ?? veg;
    const dish = this.dishes.pick(this.random);
    switch (this.integer(0, 5)) {
      case 0:
        return capitalise(`${this.techniques.pick(this.random)} ${subject} ${dish}`);
      case 1: {
        const accent = this.chance(0.5)
          ? this.vegetables.pick(this.random)
          : this.herbs.pickDistinct(this.random, 1, ['salt', 'black pepper'])[0]!;
        return capitalise(
          `${accent} ${this.flavours.pick(this.random)} ${subject} with ${this.sides.pick(this.random)}`,
        );
      }
      case 2:
        return `${this.cuisines.pick(this.random)} ${subject} ${dish}`;
      case 3:
        return capitalise(`${subject} and ${main === null ? this.vegetables.pick(this.random) : veg} ${dish}`);
      case 4:
        return `${this.cuisines.pick(this.random)}-style ${this.techniques.pick(this.random)} ${subject}`;
      default:
        return capitalise(
          `${this.flavours.pick(this.random)} ${this.techniques.pick(this.random)} ${subject} with ${this.sides.pick(this.random)}`,
        );
    }
  }

  private dessertName(): string {
    const [first, second] = this.flavours.pickDistinct(this.random, 2);
    const dessert = this.desserts.pick(this.random);
    return capitalise(this.chance(0.5) ? `${first} ${dessert}` : `${first} and ${second} ${dessert}`);
  }

  private note(): string {
    const parts = [this.one(NOTES)];
    if (this.chance(0.4)) parts.push(`Serves ${this.integer(2, 8)}.`);
    if (this.chance(0.2)) parts.push(`Learnt on holiday, ${this.cuisines.pick(this.random)} style.`);
    return parts.join(' ');
  }

  private ingredientList(kind: string, main: string | null, veg: string): GeneratedIngredient[] {
    const count = this.integer(5, 15);
    const items: string[] = [];
    if (main === 'chicken')
      items.push(this.one(['chicken thighs', 'chicken breast', 'whole chicken', 'chicken drumsticks']));
    else if (main !== null) items.push(main);
    if (kind !== 'dessert') items.push(veg);
    const rest = count - items.length;
    const fromPantry = kind === 'dessert' ? rest : Math.ceil(rest / 2);
    items.push(...this.pantry.pickDistinct(this.random, fromPantry, items));
    if (kind !== 'dessert')
      items.push(...this.herbs.pickDistinct(this.random, Math.ceil((rest - fromPantry) / 2), items));
    items.push(...this.vegetables.pickDistinct(this.random, count - items.length, items));
    return items.slice(0, count).map((item) => ({
      qty: this.one(QUANTITIES),
      unit: this.one(UNITS),
      item,
      note: this.chance(0.25) ? this.one(INGREDIENT_NOTES) : '',
    }));
  }

  private method(kind: string, subject: string, ingredients: GeneratedIngredient[]): string {
    const item = () => this.one(ingredients).item;
    const minutes = () => this.one([5, 8, 10, 15, 20, 25, 30, 40, 45, 60, 90]);
    const steps =
      kind === 'dessert'
        ? [
            () => `Preheat the oven to ${this.one([160, 170, 180, 190, 200])}°C and line a tin with baking paper.`,
            () => `Cream the ${item()} and ${item()} until pale and fluffy.`,
            () => `Fold through the ${item()} gently, without overmixing.`,
            () => `Bake for ${minutes()} minutes until golden and a skewer comes out clean.`,
            () => `Cool in the tin for ${minutes()} minutes before turning out.`,
            () => `Whisk the ${item()} into soft peaks.`,
            () =>
              `Dust with icing sugar and serve with crème fraîche or a purée of ${this.flavours.pick(this.random)}.`,
            () => `Melt the ${item()} in a bowl over simmering water.`,
          ]
        : [
            () =>
              `Heat a splash of olive oil in a large ${this.one(['pan', 'frying pan', 'wok', 'casserole dish', 'saucepan'])} over medium heat.`,
            () => `Add the ${item()} and cook for ${minutes()} minutes until soft.`,
            () => `Season the ${subject} with salt, pepper and ${this.herbs.pick(this.random)}.`,
            () => `Marinate the ${subject} in ${item()} and ${item()} for at least ${this.integer(1, 12)} hours.`,
            () => `Brown the ${subject} in batches, then set aside.`,
            () => `Stir in the ${item()} and simmer for ${minutes()} minutes, stirring occasionally.`,
            () =>
              `Roast at ${this.one([180, 200, 220])}°C for ${minutes()} minutes until ${this.one(['golden', 'tender', 'crisp', 'caramelised'])}.`,
            () => `Blitz the ${item()} to a smooth purée.`,
            () => `Finish with ${this.herbs.pick(this.random)} and a squeeze of ${this.one(['lemon', 'lime'])}.`,
            () => `Rest for ${minutes()} minutes before slicing.`,
            () => `Serve with ${this.sides.pick(this.random)}.`,
            () => `Toss the ${item()} through and check the seasoning.`,
            () => `Sauté the ${item()} until fragrant, about ${this.integer(1, 3)} minutes.`,
          ];
    const count = this.integer(3, 8);
    return Array.from({ length: count }, () => this.one(steps)()).join(' ');
  }
}
