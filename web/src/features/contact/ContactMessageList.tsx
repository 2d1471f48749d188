import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ContactFilter } from '@fiz/core/contact';
import { ContactMessageCard } from './ContactMessageCard';
import { CONTACT_FILTER_TEXT } from './contactFilters';
import { contactMessagesQuery } from './contactMessages.queries';

/** Spec 2.3 Email Listing: the messages of one filter, newest first. */
export function ContactMessageList({ filter }: { filter: ContactFilter }) {
  const { data: messages, isError } = useQuery(contactMessagesQuery(filter));
  if (isError) {
    return (
      <Alert color="red" role="alert">
        The messages could not be loaded. Please try again.
      </Alert>
    );
  }
  if (messages === undefined) return <Text>Loading…</Text>;
  if (messages.length === 0) return <Text>{CONTACT_FILTER_TEXT[filter].empty}</Text>;
  return (
    <Stack gap="md">
      {messages.map((message) => (
        <ContactMessageCard key={message.contact_id} message={message} />
      ))}
    </Stack>
  );
}
