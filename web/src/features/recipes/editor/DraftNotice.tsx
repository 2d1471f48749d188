import { Alert, Button, Group, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/dates';

interface DraftNoticeProps {
  keptAt: string;
  /** The button that saves them: Update Recipe, Add, Save Recipe. */
  saveLabel: string;
  /**
   * The recipe was saved elsewhere since: its other changes are in the form beside the cook's. Undefined for a
   * recipe not yet saved at all (a new one, an import).
   */
  savedSince?: boolean;
  onDiscard: () => void;
}

/** Says the form holds changes kept from a save that failed, until they are saved or discarded. */
export function DraftNotice({ keptAt, saveLabel, savedSince, onDiscard }: DraftNoticeProps) {
  // Written as every other date in Fiz (spec 9: d/m/yyyy), not in the browser's own style.
  const when = formatDateTime(keptAt);
  const discardTo = savedSince === undefined ? '' : ' to see the recipe as it was saved';
  return (
    <Alert color="orange" role="status" title="Unsaved changes restored">
      <Text>
        These are the changes you made on {when} that could not be saved. {saveLabel} to keep them, or discard them
        {discardTo}.
      </Text>
      {savedSince && (
        <Text mt="xs">
          The recipe was saved elsewhere since then: what was changed there is shown too. Where you changed the same
          field, yours is shown; an ingredient or method line changed in both places is shown both ways.
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
