import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { OutboxMessage, OutboxStatus } from '@fiz/core/mail';
import { formatAdminDateTime } from '../../lib/dates';
import './OutboxMessageCard.css';

const KIND_LABEL: Record<OutboxMessage['kind'], string> = { recipe: 'Recipe', contact: 'Contact' };

const STATUS_BADGE: Record<OutboxStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  sent: { label: 'Sent', color: 'basil' },
  failed: { label: 'Failed', color: 'red' },
};

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {term}
      </Text>
      <Text component="dd" size="sm" m={0} className="fiz-outbox-wrap">
        {children}
      </Text>
    </div>
  );
}

/** The mail as written, opened on demand: a native disclosure, so keyboard and screen readers need nothing extra. */
function MessageBody({ message }: { message: OutboxMessage }) {
  return (
    <details className="fiz-outbox-details">
      <summary>Show message</summary>
      <Stack gap="xs" mt="xs">
        <Text size="sm" className="fiz-outbox-text">
          {message.text}
        </Text>
        {message.attachments.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              Attachments
            </Text>
            <List size="sm">
              {message.attachments.map((name) => (
                <List.Item key={name}>{name}</List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </details>
  );
}

/** One mail in the outbox: where it stands, how often sending was tried and why it last failed. */
export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const titleId = useId();
  const status = STATUS_BADGE[message.status];
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId} data-testid="outbox-message">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h5" id={titleId} className="fiz-outbox-wrap">
            {message.subject}
          </Title>
          <Group gap={6}>
            <Badge variant="outline" color="gray">
              {KIND_LABEL[message.kind]}
            </Badge>
            <Badge color={status.color} className={`fiz-outbox-status-${message.status}`}>
              {status.label}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid
          component="dl"
          className="fiz-outbox-facts"
          cols={{ base: 2, xs: 4 }}
          spacing="sm"
          verticalSpacing="xs"
          m={0}
        >
          <Detail term="To">{message.to}</Detail>
          <Detail term="Created">{formatAdminDateTime(message.created_at)}</Detail>
          <Detail term="Sent">{message.sent_at ? formatAdminDateTime(message.sent_at) : 'Not yet'}</Detail>
          <Detail term="Attempts">{message.attempts}</Detail>
        </SimpleGrid>
        {message.last_error && (
          <Text size="sm" className="fiz-outbox-wrap">
            <Text component="span" size="sm" fw={600}>
              {'Last error: '}
            </Text>
            {message.last_error}
          </Text>
        )}
        <MessageBody message={message} />
      </Stack>
    </Card>
  );
}
