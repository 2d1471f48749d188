import { queryOptions } from '@tanstack/react-query';
import { OutboxListSchema, type OutboxStatus } from '@fiz/core/mail';
import { api } from '../../lib/api';

/** Every outbox query starts with this key, so sending a recipe refreshes them all. */
export const OUTBOX_KEY = 'mail-outbox';

export type OutboxFilter = OutboxStatus | 'all';

/** The Admin's view of every mail Fiz has written, newest first. */
export const outboxQuery = (status: OutboxFilter) =>
  queryOptions({
    queryKey: [OUTBOX_KEY, status],
    queryFn: () => api(`/mailoutbox?status=${status}`, OutboxListSchema),
  });
