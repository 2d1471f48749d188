import { Button, Group, TextInput } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useRef, useState, type FormEvent, type Ref } from 'react';
import { CHEF_LIMITS } from '@fiz/core/chef';
import { DIRECTION_FROM_TEXT } from '../../components/ui/textDirection';

interface IngredientEntryProps {
  full: boolean;
  /** Adds the entry, or answers why it was not added (an ingredient listed already). */
  onAdd: (entry: string) => string | undefined;
  ref: Ref<HTMLInputElement>;
}

/**
 * Spec 5: one ingredient at a time, added with the Add button or Enter; the box empties for the next. An entry that
 * is not added stays in the box, selected, with the reason under it, so the next one typed replaces it.
 */
export function IngredientEntry({ full, onAdd, ref }: IngredientEntryProps) {
  const [entry, setEntry] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const inputRef = useMergedRef(ref, input);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused = onAdd(entry);
    setRefusal(refused);
    if (refused) {
      input.current?.focus();
      input.current?.select();
    } else setEntry('');
  };
  return (
    <form onSubmit={submit}>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          ref={inputRef}
          label="Ingredient"
          description={full ? `Chef Basil takes at most ${CHEF_LIMITS.maxIngredients} ingredients.` : undefined}
          error={refusal}
          errorProps={{ role: 'alert' }}
          placeholder="e.g. chicken"
          value={entry}
          maxLength={CHEF_LIMITS.ingredientMax}
          autoComplete="off"
          attributes={DIRECTION_FROM_TEXT}
          disabled={full}
          onChange={(event) => {
            setEntry(event.currentTarget.value);
            setRefusal(undefined);
          }}
          className="fiz-chef-grow"
        />
        <Button type="submit" disabled={full}>
          Add
        </Button>
      </Group>
    </form>
  );
}
