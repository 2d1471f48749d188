import { SEARCH_TEXT_MAX } from '@fiz/core/search';

/** Spec 9: the phone list shows 5 recipes at first, 20 once text is searched, 500 for All My Recipes. */
export const MOBILE_SEARCH_LIMITS = { initial: 5, searching: 20, allMine: 500 } as const;
/** Spec 9: the phone's search box waits 500 ms after the last key. */
export const MOBILE_SEARCH_DEBOUNCE_MS = 500;
/** Spec 9: mobile results cut the name at 50 and the note at 42 characters. */
export const MOBILE_NAME_MAX = 50;
export const MOBILE_NOTE_MAX = 42;

/** The three checkboxes of Find Recipes (spec 2.4). */
export interface MobileFilters {
  allMine: boolean;
  shared: boolean;
  basil: boolean;
}
export type MobileFilter = keyof MobileFilters;

export interface MobileSearch extends MobileFilters {
  term: string;
}

/**
 * The search lives in the address (?q=…&mine=1&shared=1&basil=1), so Back from a recipe returns to the same
 * results.
 */
const PARAM: Record<MobileFilter, string> = { allMine: 'mine', shared: 'shared', basil: 'basil' };
const TERM_PARAM = 'q';

export function searchFromParams(params: URLSearchParams): MobileSearch {
  return {
    term: cleanTerm(params.get(TERM_PARAM) ?? ''),
    allMine: params.get(PARAM.allMine) === '1',
    shared: params.get(PARAM.shared) === '1',
    basil: params.get(PARAM.basil) === '1',
  };
}

export function paramsFromSearch(search: MobileSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.term) params.set(TERM_PARAM, search.term);
  for (const filter of ['allMine', 'shared', 'basil'] as const) if (search[filter]) params.set(PARAM[filter], '1');
  return params;
}

/** What is typed is searched trimmed, and cut rather than refused when it is very long. */
export const cleanTerm = (typed: string) => typed.trim().slice(0, SEARCH_TEXT_MAX);

/**
 * All My Recipes lists the cook's own recipes only, so it and Shared exclude each other: ticking one clears
 * the other. Chef Basil narrows either.
 */
export function withFilter(search: MobileSearch, filter: MobileFilter, checked: boolean): MobileSearch {
  const next = { ...search, [filter]: checked };
  if (checked && filter === 'allMine') next.shared = false;
  if (checked && filter === 'shared') next.allMine = false;
  return next;
}

export function mobileSearchLimit({ allMine, term }: MobileSearch): number {
  if (allMine) return MOBILE_SEARCH_LIMITS.allMine;
  return term ? MOBILE_SEARCH_LIMITS.searching : MOBILE_SEARCH_LIMITS.initial;
}

/**
 * What Find Recipes says when it shows only the newest few (spec 9's first 5), so the cook knows there may be more,
 * and its offer of them all (All My Recipes); null when the list is every recipe asked for or a search's matches.
 */
export function newestOnly(search: MobileSearch): { note: string; showAll: string } | null {
  if (mobileSearchLimit(search) !== MOBILE_SEARCH_LIMITS.initial) return null;
  const kind = search.basil ? 'Chef Basil recipes' : 'recipes';
  const newest = MOBILE_SEARCH_LIMITS.initial;
  return {
    note: search.shared
      ? `The newest ${newest} ${kind}, yours and shared. Type to search them all.`
      : `Your newest ${newest} ${kind}.`,
    showAll: `Show all my ${kind}`,
  };
}
