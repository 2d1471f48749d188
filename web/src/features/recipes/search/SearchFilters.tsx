import { Checkbox } from '@mantine/core';

/**
 * Spec 4.3 in the search page's words. A search looks through the cook's own recipes; Shared adds other cooks'
 * shared ones, and Chef Basil keeps, of those, only the recipes saved from Chef Basil's ideas (server/src/search).
 */
const BOXES = [
  { filter: 'shared', label: 'Shared', description: 'Adds recipes other cooks have shared to yours' },
  { filter: 'basil', label: 'Chef Basil', description: "Only recipes saved from Chef Basil's ideas" },
] as const;

type Filter = (typeof BOXES)[number]['filter'];

interface SearchFiltersProps {
  shared: boolean;
  basil: boolean;
  onChange: (filter: Filter, checked: boolean) => void;
}

/** Spec 2.3 /searchrecipes: the Shared and Chef Basil boxes, each saying what it does to the search. */
export function SearchFilters({ onChange, ...checked }: SearchFiltersProps) {
  return BOXES.map(({ filter, label, description }) => (
    <Checkbox
      key={filter}
      label={label}
      description={description}
      checked={checked[filter]}
      onChange={(event) => onChange(filter, event.currentTarget.checked)}
      maw={220}
    />
  ));
}

/** The line that says which recipes the boxes ticked now make the search look through. */
export function searchScope(shared: boolean, basil: boolean): string {
  if (basil) {
    return shared
      ? "Looking through Chef Basil's recipes: your own and those other cooks have shared."
      : 'Looking through your own recipes from Chef Basil.';
  }
  return shared
    ? 'Looking through your own recipes and those other cooks have shared.'
    : 'Looking through your own recipes only.';
}
