import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS, SEARCH_TEXT_MAX } from '@fiz/core/search';

interface SearchParams {
  term: string;
  shared: boolean;
  basil: boolean;
  page: number;
}

/** The search as the address keeps it: ?q=&shared=0&basil=1&page=, each left out when it is the default. */
function readParams(params: URLSearchParams): SearchParams {
  const page = Number(params.get('page'));
  return {
    term: (params.get('q') ?? '').slice(0, SEARCH_TEXT_MAX),
    shared: params.get('shared') !== '0',
    basil: params.get('basil') === '1',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function writeParams({ term, shared, basil, page }: SearchParams): URLSearchParams {
  const params = new URLSearchParams();
  if (term) params.set('q', term);
  if (!shared) params.set('shared', '0');
  if (basil) params.set('basil', '1');
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * Spec 4.3: what is typed is searched 900 ms after the last key, or at once on Enter; a new search, or toggling
 * Shared or Chef Basil, starts again at page 1. The search is copied into the address, so Back from a recipe
 * opened from it (Print, Edit, Copy) returns to the same search and page; the boxes answer from state, at once.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const [initial] = useState(() => readParams(params));
  const [typed, setTyped] = useState(initial.term);
  const [shared, setShared] = useState(initial.shared);
  const [basil, setBasil] = useState(initial.basil);
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // What Enter asked to search at once; typing on goes back to waiting for the pause.
  const [searchedNow, setSearchedNow] = useState<string | null>(null);
  const term = (searchedNow === typed ? typed : debounced).trim().slice(0, SEARCH_TEXT_MAX);
  // The page belongs to one search: a different search starts at page 1, and going back to an earlier search
  // (Chef Basil ticked, then unticked) starts at page 1 too rather than where that search was left.
  const search = JSON.stringify([term, shared, basil]);
  const [paging, setPaging] = useState({ search, page: initial.page });
  if (paging.search !== search) setPaging({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;

  useEffect(() => {
    const next = writeParams({ term, shared, basil, page });
    // Only a change: the same address again would still be a new history entry.
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [term, shared, basil, page, params, setParams]);

  return {
    typed,
    setTyped,
    searchNow: () => setSearchedNow(typed),
    term,
    shared,
    setShared,
    basil,
    setBasil,
    page,
    setPage: (next: number) => setPaging({ search, page: next }),
  };
}
