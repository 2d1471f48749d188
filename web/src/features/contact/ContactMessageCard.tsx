import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import type { ContactMessage } from '@fiz/core/contact';
import { formatAdminDateTime } from '../../lib/dates';
import { useDeleteContactMessage, useMarkResponded } from './contact.mutations';
import { ConfirmDeleteModal } from '../../components/ui/ConfirmDeleteModal';
import './ContactMessages.css';

/** A reply opens in the Admin's own mail program, already addressed and titled. */
const replyLink = ({ contact_email: email, contact_subject: subject }: ContactMessage) =>
  `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;

function Sender({ message }: { message: ContactMessage }) {
  return (
    <Stack gap={2}>
      <Text size="sm">
        {`From ${message.contact_firstname} · `}
        <Anchor href={replyLink(message)} className="fiz-contact-message-wrap">
          {message.contact_email}
        </Anchor>
      </Text>
      {message.contact_user_id !== null && (
        <Text size="sm" c="dimmed">
          {`Cook: ${message.contact_user_name || 'Unknown User'} (id ${message.contact_user_id})`}
        </Text>
      )}
    </Stack>
  );
}

function Dates({ message }: { message: ContactMessage }) {
  return (
    <Group gap="lg">
      <Text size="sm" c="dimmed">{`Received ${formatAdminDateTime(message.contact_date)}`}</Text>
      {message.contact_reply_date && (
        <Text size="sm" c="dimmed">{`Responded ${formatAdminDateTime(message.contact_reply_date)}`}</Text>
      )}
    </Group>
  );
}

/** Spec 2.3 and 4.8: one message, which the Admin may mark responded (while new) or delete after confirming. */
export function ContactMessageCard({ message }: { message: ContactMessage }) {
  const titleId = useId();
  const [confirming, { open, close }] = useDisclosure(false);
  const markResponded = useMarkResponded();
  const deleteMessage = useDeleteContactMessage();
  const responded = message.contact_reply_date !== null;
  const id = message.contact_id;
  const failed = markResponded.isError || deleteMessage.isError;

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId} data-testid="contact-message">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={titleId} className="fiz-contact-message-wrap">
            {message.contact_subject}
          </Title>
          <Badge color={responded ? 'gray' : 'basil'} variant={responded ? 'light' : 'filled'}>
            {responded ? 'Responded' : 'New'}
          </Badge>
        </Group>
        <Sender message={message} />
        <Text className="fiz-contact-message-text">{message.contact_message}</Text>
        <Dates message={message} />
        {failed && (
          <Alert color="red" role="alert">
            That did not work. Please try again.
          </Alert>
        )}
        <Group gap="xs">
          {!responded && (
            <Button
              size="xs"
              aria-describedby={titleId}
              loading={markResponded.isPending}
              onClick={() => markResponded.mutate(id)}
            >
              Mark responded
            </Button>
          )}
          <Button size="xs" variant="outline" color="red" aria-describedby={titleId} onClick={open}>
            Delete
          </Button>
        </Group>
      </Stack>
      <ConfirmDeleteModal
        title="Delete message"
        opened={confirming}
        message={`Delete this message from ${message.contact_firstname}? This cannot be undone.`}
        deleting={deleteMessage.isPending}
        onCancel={close}
        onConfirm={() => deleteMessage.mutate(id, { onSettled: close })}
      />
    </Card>
  );
}
