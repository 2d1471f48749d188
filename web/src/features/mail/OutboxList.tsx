import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { outboxQuery, type OutboxFilter } from './mail.queries';
import { OutboxMessageCard } from './OutboxMessageCard';

const EMPTY: Record<OutboxFilter, string> = {
  all: 'No mail yet.',
  pending: 'No mail waiting to be sent.',
  sent: 'No mail sent yet.',
  failed: 'No failed mail.',
};

export function OutboxList({ status }: { status: OutboxFilter }) {
  const { data: messages, isError } = useQuery(outboxQuery(status));
  if (isError) {
    return (
      <Alert color="red" role="alert">
        The outbox could not be loaded. Please try again.
      </Alert>
    );
  }
  if (messages === undefined) return <Text>Loading…</Text>;
  if (messages.length === 0) return <Text>{EMPTY[status]}</Text>;
  return (
    <Stack gap="md">
      {messages.map((message) => (
        <OutboxMessageCard key={message.id} message={message} />
      ))}
    </Stack>
  );
}
