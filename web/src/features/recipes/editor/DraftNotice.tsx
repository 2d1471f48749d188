import { Alert, Button, Group, Text } from '@mantine/core';

interface DraftNoticeProps {
  keptAt: string;
  onDiscard: () => void;
}

/** Says the form holds changes kept from a save that failed, until they are saved or discarded. */
export function DraftNotice({ keptAt, onDiscard }: DraftNoticeProps) {
  const when = new Date(keptAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Alert color="orange" role="status" title="Unsaved changes restored">
      <Text>
        These are the changes you made on {when} that could not be saved. Update Recipe to keep them, or discard them to
        see the recipe as it was saved.
      </Text>
      <Group mt="xs">
        <Button size="xs" variant="default" onClick={onDiscard}>
          Discard changes
        </Button>
      </Group>
    </Alert>
  );
}
