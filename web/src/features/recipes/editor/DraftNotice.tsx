import { Alert, Button, Group, Text } from '@mantine/core';

interface DraftNoticeProps {
  keptAt: string;
  /** The recipe was saved elsewhere since: its other changes are in the form beside the cook's. */
  savedSince: boolean;
  onDiscard: () => void;
}

/** Says the form holds changes kept from a save that failed, until they are saved or discarded. */
export function DraftNotice({ keptAt, savedSince, onDiscard }: DraftNoticeProps) {
  const when = new Date(keptAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Alert color="orange" role="status" title="Unsaved changes restored">
      <Text>
        These are the changes you made on {when} that could not be saved. Update Recipe to keep them, or discard them to
        see the recipe as it was saved.
      </Text>
      {savedSince && (
        <Text mt="xs">
          The recipe was saved elsewhere since then: what was changed there is shown too, except where you changed the
          same thing.
        </Text>
      )}
      <Group mt="xs">
        <Button size="xs" variant="default" onClick={onDiscard}>
          Discard changes
        </Button>
      </Group>
    </Alert>
  );
}
