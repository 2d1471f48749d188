import { Checkbox, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { MobileFilter, MobileFilters } from './mobileSearch';

const FILTERS: { filter: MobileFilter; label: string }[] = [
  { filter: 'allMine', label: 'All My Recipes' },
  { filter: 'shared', label: 'Shared' },
  { filter: 'basil', label: 'Chef Basil' },
];

interface MobileSearchFiltersProps {
  filters: MobileFilters;
  typed: string;
  onType: (text: string) => void;
  onFilter: (filter: MobileFilter, checked: boolean) => void;
}

/** Spec 2.4 Find Recipes: the three checkboxes and the search box, sized for a thumb. */
export function MobileSearchFilters({ filters, typed, onType, onFilter }: MobileSearchFiltersProps) {
  return (
    <>
      <Group gap={0} role="group" aria-label="Which recipes" className="fiz-mobile-filters">
        {FILTERS.map(({ filter, label }) => (
          <Checkbox
            key={filter}
            label={label}
            checked={filters[filter]}
            onChange={(event) => onFilter(filter, event.currentTarget.checked)}
            classNames={{ body: 'fiz-mobile-filter', label: 'fiz-mobile-filter-label' }}
          />
        ))}
      </Group>
      <TextInput
        type="search"
        size="md"
        value={typed}
        onChange={(event) => onType(event.currentTarget.value)}
        placeholder="Search name, notes and methods..."
        aria-label="Search recipes"
        leftSection={<IconSearch size={18} aria-hidden />}
        classNames={{ wrapper: 'fiz-mobile-search-box', input: 'fiz-mobile-search' }}
      />
    </>
  );
}
