import { Button, Group, Modal, Text } from '@mantine/core';
import { BusyButton } from './BusyButton';

interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  /** What will be deleted, in words; kept while the modal closes so its text does not change as it fades out. */
  message: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec 5: deleting a recipe, an email, a chef question or a user always asks first. */
export function ConfirmDeleteModal({ opened, title, message, deleting, onCancel, onConfirm }: ConfirmDeleteModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {/* A long word (a pasted link, say) wraps rather than widening the modal. */}
      <Text style={{ overflowWrap: 'anywhere' }}>{message}</Text>
      <Group justify="flex-end" mt="lg">
        {/* The dialog opens on Cancel, the choice that loses nothing. */}
        <Button variant="default" onClick={onCancel} disabled={deleting} data-autofocus>
          Cancel
        </Button>
        <BusyButton color="red" onClick={onConfirm} busy={deleting}>
          Delete
        </BusyButton>
      </Group>
    </Modal>
  );
}
