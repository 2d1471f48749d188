import { queryOptions } from '@tanstack/react-query';
import { OutboxListSchema, type OutboxStatus } from '@fiz/core/mail';
import { api } from '../../lib/api';
import { OUTBOX_KEY } from '../../lib/queryKeys';

export type OutboxFilter = OutboxStatus | 'all';

/** The Admin's view of every mail Fiz has written, newest first. */
export const outboxQuery = (status: OutboxFilter) =>
  queryOptions({
    queryKey: [OUTBOX_KEY, status],
    queryFn: () => api(`/mailoutbox?status=${status}`, OutboxListSchema),
  });
