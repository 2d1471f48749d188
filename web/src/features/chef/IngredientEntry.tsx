import { Button, Group, Text, TextInput } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
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
  const refusalId = useId();
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
          // The reason goes under the row, so the Add button stays beside the box.
          error={refusal !== undefined}
          aria-describedby={refusal ? refusalId : undefined}
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
      {refusal && (
        <Text id={refusalId} role="alert" fz="sm" c="red.8" mt={4}>
          {refusal}
        </Text>
      )}
    </form>
  );
}
