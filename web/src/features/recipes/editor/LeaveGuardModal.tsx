import { Button, Group, Modal, Text } from '@mantine/core';
import type { Blocker } from 'react-router';

/** Asks before a held navigation goes ahead and the unsaved changes are dropped. */
export function LeaveGuardModal({ blocker }: { blocker: Blocker }) {
  const stay = () => blocker.reset?.();
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={stay}
      title="Unsaved changes"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>You have unsaved changes. Leave without saving?</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={stay}>
          Stay
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
