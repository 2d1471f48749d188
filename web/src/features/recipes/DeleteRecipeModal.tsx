import { Button, Group, Modal, Text } from '@mantine/core';

interface DeleteRecipeModalProps {
  opened: boolean;
  /** Kept while the modal closes, so its text does not change as it fades out. */
  recipeName: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec 4.2 and 5: deleting a recipe always asks first. */
export function DeleteRecipeModal({ opened, recipeName, deleting, onCancel, onConfirm }: DeleteRecipeModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Delete recipe"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>{`Delete "${recipeName}"? This cannot be undone.`}</Text>
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
