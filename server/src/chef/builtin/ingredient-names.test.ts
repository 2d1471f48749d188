import { describe, expect, it } from 'vitest';
import { canonicalIngredient, ingredientsMatch } from './ingredient-names.js';

describe('canonicalIngredient', () => {
  it.each([
    ['2 large ripe tomatoes, chopped', 'tomato'],
    ['400g tin chopped tomatoes', 'tomato'],
    ['  Crème Fraîche ', 'creme fraiche'],
    ['Jalapeño (optional)', 'jalapeno'],
    ['2 cloves garlic', 'garlic'],
    ['cloves', 'clove'],
    ['1 tsp ground cumin', 'cumin'],
    ['freshly ground black pepper', 'black pepper'],
    ['extra virgin olive oil', 'olive oil'],
    ['salt, to taste', 'salt'],
    ['', ''],
    ['3 tbsp', 'tbsp'],
  ])('reads %j as %j', (text, key) => {
    expect(canonicalIngredient(text)).toBe(key);
  });

  it.each([
    ['tomatoes', 'tomato'],
    ['potatoes', 'potato'],
    ['berries', 'berry'],
    ['leaves', 'leaf'],
    ['peaches', 'peach'],
    ['radishes', 'radish'],
    ['olives', 'olive'],
    ['chillies', 'chilli'],
    ['couscous', 'couscous'],
    ['hummus', 'hummus'],
    ['asparagus', 'asparagus'],
    ['swiss chard', 'swiss chard'],
  ])('singularises %j as %j', (plural, singular) => {
    expect(canonicalIngredient(plural)).toBe(singular);
  });

  it.each([
    ['courgette', 'zucchini'],
    ['bell pepper', 'capsicum'],
    ['red pepper', 'red peppers'],
    ['aubergine', 'eggplant'],
    ['coriander', 'cilantro'],
    ['coriander', 'fresh coriander leaves'],
    ['spring onion', 'scallion'],
    ['spring onion', 'green onions'],
    ['prawn', 'shrimp'],
    ['beef mince', 'ground beef'],
    ['beef mince', 'minced beef'],
    ['rocket', 'arugula'],
    ['chickpea', 'garbanzo beans'],
    ['icing sugar', 'powdered sugar'],
    ['icing sugar', "confectioners' sugar"],
    ['cornflour', 'cornstarch'],
    ['double cream', 'heavy cream'],
    ['single cream', 'light cream'],
    ['beetroot', 'beets'],
    ['mangetout', 'snow peas'],
    ['plain flour', 'all-purpose flour'],
    ['self-raising flour', 'self-rising flour'],
    ['caster sugar', 'superfine sugar'],
    ['bicarbonate of soda', 'baking soda'],
    ['chilli', 'chili'],
    ['chilli', 'chile'],
    ['yoghurt', 'yogurt'],
    ['chicken stock', 'chicken broth'],
    ['sweetcorn', 'corn'],
  ])('gives %j and %j one key', (name, synonym) => {
    expect(canonicalIngredient(synonym)).toBe(canonicalIngredient(name));
  });

  it('keeps coriander leaf and coriander seed apart', () => {
    expect(canonicalIngredient('ground coriander')).toBe('coriander seed');
    expect(canonicalIngredient('coriander seeds')).toBe('coriander seed');
    expect(canonicalIngredient('coriander leaves')).toBe('coriander');
    expect(ingredientsMatch('coriander', 'ground coriander')).toBe(false);
  });

  it('reads "peppers" as sweet peppers and "pepper" as black pepper', () => {
    expect(canonicalIngredient('peppers')).toBe('bell pepper');
    expect(canonicalIngredient('pepper')).toBe('black pepper');
    expect(canonicalIngredient('chilli peppers')).toBe('chilli');
  });

  it('gives the same key when read twice', () => {
    for (const text of ['minced beef', 'red peppers', 'ground coriander', 'self-rising flour', 'corn on the cob']) {
      const key = canonicalIngredient(text);
      expect(canonicalIngredient(key), text).toBe(key);
    }
  });
});

describe('ingredientsMatch', () => {
  it.each([
    ['chicken', 'chicken thighs'],
    ['chicken', 'chicken breast'],
    ['chicken', 'whole chicken'],
    ['cheese', 'cheddar cheese'],
    ['cheese', 'parmesan'],
    ['pasta', 'spaghetti'],
    ['spaghetti', 'penne'],
    ['linguine', 'pasta'],
    ['rice', 'basmati rice'],
    ['basmati rice', 'rice'],
    ['eggs', 'egg yolk'],
    ['lemon', 'lemon juice'],
    ['garlic', 'garlic cloves'],
    ['tomatoes', 'chopped tomatoes'],
    ['zucchini', 'courgettes'],
    ['capsicum', 'red pepper'],
    ['eggplant', 'aubergines'],
    ['beef mince', 'ground beef'],
    ['beef', 'beef mince'],
    ['beef', 'sirloin steak'],
    ['prawns', 'raw king prawns'],
    ['cream', 'double cream'],
    ['flour', 'plain flour'],
    ['sugar', 'caster sugar'],
    ['yoghurt', 'Greek yogurt'],
    ['corn', 'sweetcorn'],
    ['bacon', 'smoked bacon lardons'],
    ['fish', 'cod fillets'],
  ])('%j is what a recipe asking for %j needs', (given, item) => {
    expect(ingredientsMatch(given, item)).toBe(true);
  });

  it.each([
    ['chicken', 'chicken stock'],
    ['egg', 'egg noodles'],
    ['milk', 'coconut milk'],
    ['milk', 'light coconut milk'],
    ['butter', 'peanut butter'],
    ['onion', 'spring onions'],
    ['potato', 'sweet potato'],
    ['tomato', 'tomato paste'],
    ['corn', 'corn tortillas'],
    ['flour', 'cornflour'],
    ['rice', 'rice noodles'],
    ['lime', 'kaffir lime leaves'],
    ['cream', 'ice cream'],
    ['pepper', 'red pepper'],
    ['feta', 'parmesan'],
    ['xyzzy', ''],
    ['', ''],
  ])('%j is not what a recipe asking for %j needs', (given, item) => {
    expect(ingredientsMatch(given, item)).toBe(false);
  });
});
