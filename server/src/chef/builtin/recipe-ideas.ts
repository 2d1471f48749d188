import { isIngredientHeading } from '@fiz/core/ingredient-heading';
import { ingredientName, namesMatch, type IngredientName } from './ingredient-names.js';
import { spelledAsKnown, vocabularyOf } from './ingredient-spelling.js';

export interface IdeaIngredient {
  qty: string;
  unit: string;
  item: string;
  note: string;
}

export interface IdeaCandidate {
  name: string;
  intro: string;
  ingredients: IdeaIngredient[];
  method: string[];
  origin: 'bundled' | 'library';
  /** A library recipe's id, so it can be checked as still shared before it is suggested. */
  recipeId?: number;
}

export interface RecipeIdea {
  recipe: IdeaCandidate;
  /** The cook's own ingredients, as they typed them, that the recipe uses. */
  uses: string[];
  /** The recipe's ingredients the cook did not give, pantry staples left out. */
  alsoNeeded: string[];
  /** How many of the cook's ingredients it uses (staples aside), plus the share of its own ingredients they cover. */
  score: number;
}

/**
 * Pantry staples every kitchen has: salt, black pepper, water and cooking oil. They are never "also needed" and do
 * not count towards a suggestion, or a cook who lists "salt" would be offered every recipe. Sugar is not a staple:
 * it is a main ingredient of baking and not every cook keeps it.
 */
const STAPLES = new Set([
  'salt',
  'sea salt',
  'kosher salt',
  'black pepper',
  'water',
  'oil',
  'cooking oil',
  'neutral oil',
  'olive oil',
  'light olive oil',
  'vegetable oil',
  'sunflower oil',
  'rapeseed oil',
  'canola oil',
]);

/** One given ingredient in common with a recipe is a coincidence, not a suggestion. */
const MIN_USED = 2;
const DEFAULT_LIMIT = 5;

interface NamedIngredient {
  /** As the cook typed it or the recipe lists it. */
  text: string;
  name: IngredientName;
  staple: boolean;
}

interface RatedIdea {
  idea: RecipeIdea;
  used: number;
  coverage: number;
}

/**
 * The candidates that best use what the cook has, best first: most of the cook's ingredients used, then the largest
 * share of the recipe's own ingredients covered, then the fewest still to buy, then by name. Deterministic.
 */
export function suggestRecipes(given: string[], candidates: IdeaCandidate[], limit = DEFAULT_LIMIT): RecipeIdea[] {
  // What the cook typed stays as typed in the answer; a misspelled name is matched as the recipes spell it.
  const vocabulary = vocabularyOf(candidates, (candidate) => ingredientLines(candidate).map((line) => line.name));
  const cook = distinctNames(given).map((named) => ({ ...named, name: spelledAsKnown(named.name, vocabulary) }));
  const rated: RatedIdea[] = [];
  for (const candidate of candidates) {
    const idea = rate(candidate, cook);
    if (idea) rated.push(idea);
  }
  return rated
    .sort(byRank)
    .slice(0, Math.max(0, limit))
    .map(({ idea }) => idea);
}

/**
 * Which of the cook's ingredients a recipe uses and what else it needs, for a recipe that did not come from
 * suggestRecipes (one an AI provider wrote, say), so every suggestion is described by the same rules.
 */
export function describeFit(given: string[], ingredients: IdeaIngredient[]): Pick<RecipeIdea, 'uses' | 'alsoNeeded'> {
  const cook = distinctNames(given);
  const lines = distinctNames(itemsOf(ingredients));
  return {
    uses: usedOf(cook, lines).map(({ text }) => text),
    alsoNeeded: missingFrom(lines, cook).map(({ text }) => text),
  };
}

function rate(recipe: IdeaCandidate, cook: NamedIngredient[]): RatedIdea | undefined {
  const lines = ingredientLines(recipe);
  const uses = usedOf(cook, lines);
  const used = uses.filter((given) => !given.staple).length;
  if (used < MIN_USED) return undefined;
  const needed = lines.filter((line) => !line.staple).length;
  const missing = missingFrom(lines, cook);
  const coverage = needed === 0 ? 0 : (needed - missing.length) / needed;
  const idea = {
    recipe,
    uses: uses.map(({ text }) => text),
    alsoNeeded: missing.map(({ text }) => text),
    score: Math.round((used + coverage) * 1000) / 1000,
  };
  return { idea, used, coverage };
}

/** The cook's ingredients that the recipe uses, staples included: the cook did name them. */
function usedOf(cook: NamedIngredient[], lines: NamedIngredient[]): NamedIngredient[] {
  return cook.filter((given) => lines.some((line) => namesMatch(given.name, line.name)));
}

/** The recipe's ingredients the cook did not give, leaving out the staples every kitchen has. */
function missingFrom(lines: NamedIngredient[], cook: NamedIngredient[]): NamedIngredient[] {
  return lines.filter((line) => !line.staple && !cook.some((given) => namesMatch(given.name, line.name)));
}

function byRank(a: RatedIdea, b: RatedIdea): number {
  return (
    b.used - a.used ||
    b.coverage - a.coverage ||
    a.idea.alsoNeeded.length - b.idea.alsoNeeded.length ||
    a.idea.recipe.name.localeCompare(b.idea.recipe.name, 'en')
  );
}

/**
 * Read once per candidate object, so a caller that keeps its candidates (a cached library) pays for reading their
 * names only once; the names themselves are remembered by text as well.
 */
const preparedLines = new WeakMap<IdeaCandidate, NamedIngredient[]>();

function ingredientLines(recipe: IdeaCandidate): NamedIngredient[] {
  let lines = preparedLines.get(recipe);
  if (!lines) {
    lines = distinctNames(itemsOf(recipe.ingredients));
    preparedLines.set(recipe, lines);
  }
  return lines;
}

/** What a recipe's ingredients are, its sections' headings ("For the sauce:") aside: they are not things to use. */
const itemsOf = (ingredients: IdeaIngredient[]) =>
  ingredients.filter((ingredient) => !isIngredientHeading(ingredient)).map((ingredient) => ingredient.item);

/** Trimmed, one per key (a recipe may list butter twice), and nothing that names no ingredient. */
function distinctNames(texts: string[]): NamedIngredient[] {
  const byKey = new Map<string, NamedIngredient>();
  for (const raw of texts) {
    const text = raw.trim();
    const name = ingredientName(text);
    if (name.key !== '' && !byKey.has(name.key)) byKey.set(name.key, { text, name, staple: STAPLES.has(name.key) });
  }
  return [...byKey.values()];
}
