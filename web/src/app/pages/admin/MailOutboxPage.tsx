import { Text } from '@mantine/core';
import { useState } from 'react';
import { FilterRadios } from '../../../components/ui/FilterRadios';
import { Page } from '../../../components/ui/Page';
import type { OutboxFilter } from '../../../features/mail/mail.queries';
import { OutboxList } from '../../../features/mail/OutboxList';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
] as const satisfies readonly { value: OutboxFilter; label: string }[];

/** Beyond the spec: every mail Fiz writes, so none is silently lost when it cannot be sent. */
export function MailOutboxPage() {
  const [status, setStatus] = useState<OutboxFilter>('all');
  return (
    <Page title="Mail Outbox">
      <Text>
        Every email Fiz sends is kept here. With no mail server configured, messages wait here as &apos;pending&apos;.
      </Text>
      <FilterRadios label="Status" options={STATUS_OPTIONS} value={status} onChange={setStatus} />
      <OutboxList status={status} />
    </Page>
  );
}
