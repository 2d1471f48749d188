import { Button, Group, Modal, Text } from '@mantine/core';

interface DeleteChefQuestionModalProps {
  opened: boolean;
  /** Kept while the modal closes, so its text does not change as it fades out. */
  question: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec 5: deleting a chef question always asks first. */
export function DeleteChefQuestionModal({
  opened,
  question,
  deleting,
  onCancel,
  onConfirm,
}: DeleteChefQuestionModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Delete question"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text className="fiz-chef-wrap">{`Delete "${question}" and its answer? This cannot be undone.`}</Text>
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
