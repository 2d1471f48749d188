import { useSyncExternalStore } from 'react';
import {
  addIngredients,
  addShoppingItem,
  itemsFromRecipe,
  removeCheckedItems,
  removeShoppingItem,
  restoreShoppingItems,
  toggleShoppingItem,
  type ShoppingIngredient,
  type ShoppingItem,
} from '@fiz/core/shopping';
import { readShoppingList, subscribeToShoppingList, writeShoppingList } from './shoppingStorage';

/** Each change starts from what storage holds now, so a change made in another tab is not overwritten. */
function change(update: (list: ShoppingItem[]) => ShoppingItem[]): void {
  writeShoppingList(update(readShoppingList()));
}

/** Makes the removal and returns the items it removed, for undo. */
function removeWhere(keep: (list: ShoppingItem[]) => ShoppingItem[]): ShoppingItem[] {
  const before = readShoppingList();
  const after = keep(before);
  writeShoppingList(after);
  return before.filter((item) => !after.includes(item));
}

/** The changes throw when storage is full or blocked. */
const changes = {
  add: (text: string) => change((list) => addShoppingItem(list, text)),
  toggle: (id: string) => change((list) => toggleShoppingItem(list, id)),
  remove: (id: string) => removeWhere((list) => removeShoppingItem(list, id)),
  clearChecked: () => removeWhere(removeCheckedItems),
  restore: (removed: readonly ShoppingItem[]) => change((list) => restoreShoppingItems(list, removed)),
  /** Returns how many ingredients reached the list; each item they reach remembers the recipe. */
  addIngredients(ingredients: readonly ShoppingIngredient[], recipeId?: number): number {
    const result = addIngredients(readShoppingList(), ingredients, undefined, recipeId);
    writeShoppingList(result.list);
    return result.added;
  },
  /** How many items on the list now came from the recipe. */
  itemsFromRecipe: (recipeId: number) => itemsFromRecipe(readShoppingList(), recipeId),
};

/** The shopping list in localStorage (spec 3), kept in step with other tabs, and the ways to change it. */
export function useShoppingList() {
  const items = useSyncExternalStore(subscribeToShoppingList, readShoppingList);
  return { items, ...changes };
}
