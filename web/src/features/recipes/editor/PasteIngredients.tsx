import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { PARSE_LIMITS } from '@fiz/core/import';
import type { Ingredient } from '@fiz/core/recipe';
import { failureMessage } from '../../../lib/api';
import { useParseIngredients } from '../import/import.mutations';
import { pastedLines, tooLongMessage } from './pastedLines';
import { DIRECTION_FROM_TEXT } from '../../../components/ui/textDirection';

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
  const lines = pastedLines(text);
  const extra = Math.max(0, lines.length - room);
  const sent = lines.slice(0, room);
  // The server would refuse the whole paste for one line over its limit: which line, and by how much, is said
  // here instead, once Add is pressed, and kept up to date, so it goes as soon as the lines are short enough.
  const tooLong = tooLongMessage(sent, PARSE_LIMITS.lineLength);
  const [checked, setChecked] = useState(false);
  const tooLongSaid = checked ? tooLong : undefined;

  const close = () => {
    setOpened(false);
    setChecked(false);
    parse.reset();
  };
  const add = () => {
    setChecked(true);
    if (tooLong) return parse.reset();
    parse.mutate(
      sent.map((line) => line.text),
      {
        onSuccess: (parsed) => {
          onAdd(parsed);
          // Only once they are in the recipe: a failure keeps every pasted line for another try.
          setText('');
          close();
        },
      },
    );
  };

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
            attributes={DIRECTION_FROM_TEXT}
            minRows={8}
            maxRows={16}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={tooLongSaid !== undefined}
            data-autofocus
          />
          {extra > 0 && (
            <Text c="orange.8" fz="sm">
              The recipe has room for {room} more; the last {extra} line(s) will not be added.
            </Text>
          )}
          {tooLongSaid && (
            <Alert color="red" role="alert">
              {tooLongSaid}
            </Alert>
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
