import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { Ingredient } from '@fiz/core/recipe';
import { failureMessage } from '../../../lib/api';
import { useParseIngredients } from '../import/import.mutations';

const PLACEHOLDER = '2 1/2 cups (300 g) plain flour, sifted\n3 eggs\n½ tsp salt';

interface PasteIngredientsProps {
  /** How many more ingredients the recipe can take. */
  room: number;
  onAdd: (ingredients: Ingredient[]) => void;
}

/** Many ingredient lines at once, from a page or a note, split into the four fields by the parser. */
export function PasteIngredients({ room, onAdd }: PasteIngredientsProps) {
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const parse = useParseIngredients();
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const extra = Math.max(0, lines.length - room);

  const close = () => {
    setOpened(false);
    parse.reset();
  };
  const add = () =>
    parse.mutate(lines.slice(0, room), {
      onSuccess: (parsed) => {
        onAdd(parsed);
        // Only once they are in the recipe: a failure keeps every pasted line for another try.
        setText('');
        close();
      },
    });

  return (
    <>
      <Group>
        <Button type="button" variant="light" onClick={() => setOpened(true)} disabled={room === 0}>
          Paste ingredients
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title="Paste ingredients"
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Textarea
            label="Ingredients, one per line"
            description="Each line is split into qty, unit, item and note; check them before you save."
            placeholder={PLACEHOLDER}
            autosize
            minRows={8}
            maxRows={16}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            data-autofocus
          />
          {extra > 0 && (
            <Text c="orange.8" fz="sm">
              The recipe has room for {room} more; the last {extra} line(s) will not be added.
            </Text>
          )}
          {parse.isError && (
            <Alert color="red" role="alert">
              {failureMessage('The ingredients could not be added. Please try again.', parse.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="button" variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="button" onClick={add} loading={parse.isPending} disabled={lines.length === 0}>
              Add ingredients
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
