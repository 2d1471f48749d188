import type { ShoppingItem } from '../shopping.js';

/** Ids 'new-1', 'new-2', … so tests can name them. */
export function countingIds() {
  let count = 0;
  return () => `new-${++count}`;
}

export function item(id: string, text: string, checked = false): ShoppingItem {
  return { id, checked, text };
}

export function texts(list: readonly ShoppingItem[]): string[] {
  return list.map((entry) => entry.text);
}
