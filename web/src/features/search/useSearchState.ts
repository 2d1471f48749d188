import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_TEXT_MAX } from '@fiz/core/search';

/**
 * Spec 4.3: what is typed is searched 900 ms after the last key; a new search, or toggling Shared or
 * Chef Basil, starts again at page 1.
 */
export function useSearchState() {
  const [typed, setTyped] = useState('');
  const [shared, setShared] = useState(true);
  const [basil, setBasil] = useState(false);
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const term = debounced.trim().slice(0, SEARCH_TEXT_MAX);
  // The page belongs to one search: a different search reads as page 1 without an extra render.
  const search = JSON.stringify([term, shared, basil]);
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  return {
    typed,
    setTyped,
    term,
    shared,
    setShared,
    basil,
    setBasil,
    page,
    setPage: (next: number) => setPaging({ search, page: next }),
  };
}
