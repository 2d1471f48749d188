import { repairShoppingList, type ShoppingItem } from '@fiz/core/shopping';

/** Spec 3: the list is kept only in this browser, under this key. */
export const SHOPPING_LIST_KEY = 'shoppinglist';

const listeners = new Set<() => void>();
let cached: { raw: string | null; list: ShoppingItem[] } | undefined;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SHOPPING_LIST_KEY);
  } catch {
    // Storage blocked by the browser's privacy settings reads as an empty list.
    return null;
  }
}

/**
 * The repaired list. It is repaired once per stored value, so every reader sees the same ids, even
 * ones regenerated for a damaged entry.
 */
export function readShoppingList(): ShoppingItem[] {
  const raw = readRaw();
  if (cached?.raw !== raw) cached = { raw, list: repairShoppingList(raw) };
  return cached.list;
}

/** Throws when storage is full or blocked; callers tell the cook. */
export function writeShoppingList(list: readonly ShoppingItem[]): void {
  window.localStorage.setItem(SHOPPING_LIST_KEY, JSON.stringify(list));
  listeners.forEach((listener) => listener());
}

/** Changes in this tab notify directly; other tabs announce theirs with the storage event. */
export function subscribeToShoppingList(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SHOPPING_LIST_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
