import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  cleanTerm,
  MOBILE_SEARCH_DEBOUNCE_MS,
  paramsFromSearch,
  searchFromParams,
  withFilter,
  type MobileFilter,
  type MobileSearch,
} from './mobileSearch';

/**
 * Find Recipes' state: the ticks change the search at once, what is typed 500 ms after the last key (spec 9).
 * The search is copied into the address, so Back from a recipe returns to it; the boxes answer from state, at
 * once, rather than waiting for the router.
 */
export function useMobileSearch() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => searchFromParams(params));
  const [typed, setTyped] = useState(search.term);
  const change = (next: MobileSearch) => {
    setSearch(next);
    setParams(paramsFromSearch(next), { replace: true });
  };
  // Mantine calls the latest render's function, so the search it extends is never a stale one.
  const searchTerm = useDebouncedCallback(
    (text: string) => change({ ...search, term: cleanTerm(text) }),
    MOBILE_SEARCH_DEBOUNCE_MS,
  );

  return {
    search,
    typed,
    type: (text: string) => {
      setTyped(text);
      searchTerm(text);
    },
    setFilter: (filter: MobileFilter, checked: boolean) => change(withFilter(search, filter, checked)),
  };
}
