import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent, type Ref } from 'react';
import { CHEF_LIMITS } from '@fiz/core/chef';
import { DIRECTION_FROM_TEXT } from '../../components/ui/textDirection';

interface IngredientEntryProps {
  full: boolean;
  onAdd: (entry: string) => void;
  ref: Ref<HTMLInputElement>;
}

/** Spec 5: one ingredient at a time, added with the Add button or Enter; the box empties for the next. */
export function IngredientEntry({ full, onAdd, ref }: IngredientEntryProps) {
  const [entry, setEntry] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAdd(entry);
    setEntry('');
  };
  return (
    <form onSubmit={submit}>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          ref={ref}
          label="Ingredient"
          description={full ? `Chef Basil takes at most ${CHEF_LIMITS.maxIngredients} ingredients.` : undefined}
          placeholder="e.g. chicken"
          value={entry}
          maxLength={CHEF_LIMITS.ingredientMax}
          autoComplete="off"
          attributes={DIRECTION_FROM_TEXT}
          disabled={full}
          onChange={(event) => setEntry(event.currentTarget.value)}
          className="fiz-chef-grow"
        />
        <Button type="submit" disabled={full}>
          Add
        </Button>
      </Group>
    </form>
  );
}
