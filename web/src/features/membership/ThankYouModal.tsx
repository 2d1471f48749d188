import { Button, Group, Modal, Text } from '@mantine/core';
import { formatDay } from '../../lib/dates';

interface ThankYouModalProps {
  opened: boolean;
  /** The last paid day (YYYY-MM-DD), when the server knows it. */
  paidUntil: string | null;
  onClose: () => void;
  /** The button that takes the cook on: its words and what it does. */
  onward: { label: string; go: () => void };
}

/** Spec 4.1: after a successful payment return, a modal thanks the cook. */
export function ThankYouModal({ opened, paidUntil, onClose, onward }: ThankYouModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Thank you for becoming a Fiz member!"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Text>
        {paidUntil ? `Your membership is paid until ${formatDay(paidUntil)}.` : 'Your membership is active.'} Happy
        cooking!
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onward.go} data-autofocus>
          {onward.label}
        </Button>
      </Group>
    </Modal>
  );
}
