import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** Spec 2.3 /searchrecipes text box; the page decides when what is typed is searched (spec 4.3). */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      type="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      placeholder="Search name, notes and methods..."
      aria-label="Search recipes"
      leftSection={<IconSearch size={18} aria-hidden />}
      flex={1}
      miw={240}
      maw={520}
    />
  );
}
