import { Button, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { SHOPPING_ITEM_MAX } from '@fiz/core/shopping';

/** A text box and Add; Enter adds too. Empty text is ignored (spec 5). */
export function AddItemForm({ onAdd }: { onAdd: (text: string) => boolean }) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    // Focus stays in the box, so a phone keeps its keyboard open for the next item.
    input.current?.focus();
    if (!text.trim()) return;
    if (onAdd(text)) setText('');
  }

  return (
    <form className="fiz-shopping-add" onSubmit={submit}>
      <TextInput
        ref={input}
        className="fiz-shopping-add-input"
        size="lg"
        aria-label="New item"
        placeholder="Add an item"
        maxLength={SHOPPING_ITEM_MAX}
        autoComplete="off"
        enterKeyHint="done"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Button type="submit" size="lg" leftSection={<IconPlus size={20} />}>
        Add
      </Button>
    </form>
  );
}
