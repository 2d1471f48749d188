import { Button, Group, Modal, Text } from '@mantine/core';

interface DeleteContactMessageModalProps {
  opened: boolean;
  sender: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec 5: deleting an email always asks first. */
export function DeleteContactMessageModal({
  opened,
  sender,
  deleting,
  onCancel,
  onConfirm,
}: DeleteContactMessageModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Delete message"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>{`Delete this message from ${sender}? This cannot be undone.`}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={deleting}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
