import { Button, Group, Modal, Text } from '@mantine/core';
import type { Blocker } from 'react-router';

interface DiscardChangesModalProps {
  opened: boolean;
  question: string;
  /** The button that drops the changes: 'Leave', 'Start over'. */
  discardLabel: string;
  onStay: () => void;
  onDiscard: () => void;
}

/** Asks before unsaved changes are dropped; staying is the default, and Escape stays. */
export function DiscardChangesModal({ opened, question, discardLabel, onStay, onDiscard }: DiscardChangesModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onStay}
      title="Unsaved changes"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>{question}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay}>
          Stay
        </Button>
        <Button color="red.9" onClick={onDiscard}>
          {discardLabel}
        </Button>
      </Group>
    </Modal>
  );
}

/** Asks before a held navigation goes ahead and the unsaved changes are dropped. */
export function LeaveGuardModal({ blocker }: { blocker: Blocker }) {
  return (
    <DiscardChangesModal
      opened={blocker.state === 'blocked'}
      question="You have unsaved changes. Leave without saving?"
      discardLabel="Leave"
      onStay={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}
