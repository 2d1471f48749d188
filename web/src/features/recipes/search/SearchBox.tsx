import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter: search what is typed now, without waiting for the pause after typing. */
  onSearchNow: () => void;
}

/** Spec 2.3 /searchrecipes text box; the page decides when what is typed is searched (spec 4.3). */
export function SearchBox({ value, onChange, onSearchNow }: SearchBoxProps) {
  return (
    <TextInput
      type="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearchNow();
      }}
      placeholder="Search name, notes and methods..."
      aria-label="Search recipes"
      leftSection={<IconSearch size={18} aria-hidden />}
      flex={1}
      miw={240}
      maw={520}
    />
  );
}
