import type { Ingredient } from '@fiz/core/recipe';

/** "qty unit item (note)", leaving out the parts the cook left empty. */
export function ingredientLabel({ qty, unit, item, note }: Ingredient): string {
  const main = [qty, unit, item].filter((part) => part.trim() !== '').join(' ');
  if (!note.trim()) return main;
  return main ? `${main} (${note})` : `(${note})`;
}
