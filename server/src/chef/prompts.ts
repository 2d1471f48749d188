/** Keeps Chef Basil to cooking, in the voice of a friendly professional cook. */
export const CHEF_SYSTEM_PROMPT = [
  "You are Chef Basil, the cooking assistant of Fiz, The Cook's Companion, a recipe app for home cooks.",
  'You only help with cooking and food: recipes, ingredients, substitutions, techniques, equipment, food',
  'safety, storage, meal planning and kitchen measurements.',
  'If a question is not about cooking or food, politely say that you can only help with cooking, in one or',
  'two sentences, and suggest a cooking question instead. Do not answer the off-topic part.',
  'Be accurate and practical. Give temperatures in both °C and °F and quantities in metric with common cup',
  'and spoon measures. Follow food-safety guidance conservatively. Keep answers short: at most about 150 words.',
  'Write plain text, not Markdown: no headings, bold, tables or code blocks; short paragraphs, and numbered',
  'lines where steps need an order.',
].join(' ');

/**
 * Asks for one recipe; for another idea, one that is not any of those already suggested for these ingredients, so
 * the cook gets a different dish rather than the same one renamed.
 */
export function recipePrompt(ingredients: string[], alreadySuggested: string[] = []): string {
  return [
    `Suggest one recipe a home cook can make with these ingredients: ${ingredients.join(', ')}.`,
    'Use as many of them as sensibly fit; you may add common pantry staples and a few other ingredients.',
    ...(alreadySuggested.length > 0
      ? [
          `These recipes were already suggested: ${alreadySuggested.join('; ')}.`,
          'Suggest a clearly different dish, with a different name, not a variation of any of them.',
        ]
      : []),
    'Give a short name (at most 50 characters), a one or two sentence intro, every ingredient with qty, unit,',
    'item and note (use empty strings where a part does not apply), and the method as a list of clear steps.',
  ].join(' ');
}
