/** What the API description says of sections of ingredients (core ingredient-heading.ts). */
export const INGREDIENT_SECTIONS =
  'An ingredient with no qty, unit or note whose item ends in a colon ("For the sauce:") heads the section of ' +
  'ingredients after it: it is stored as any ingredient, shown as a heading, and never scaled or put on the ' +
  'shopping list.';
