import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { BusyButton } from '../../../components/ui/BusyButton';
import { DiscardChangesModal } from '../editor/LeaveGuardModal';

/** Save Recipe, and Start over: it drops the import and the cook's changes to it, so it asks first, as leaving does. */
export function ImportReviewActions({ saving, onStartOver }: { saving: boolean; onStartOver: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Group>
      <BusyButton type="submit" busy={saving}>
        Save Recipe
      </BusyButton>
      <Button type="button" variant="default" onClick={() => setConfirming(true)} disabled={saving}>
        Start over
      </Button>
      <DiscardChangesModal
        opened={confirming}
        question="Start over? The imported recipe and your changes to it will be lost."
        discardLabel="Start over"
        onStay={() => setConfirming(false)}
        onDiscard={onStartOver}
      />
    </Group>
  );
}
