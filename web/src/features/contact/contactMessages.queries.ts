import { queryOptions } from '@tanstack/react-query';
import { ContactMessageListSchema, type ContactFilter } from '@fiz/core/contact';
import { api } from '../../lib/api';
import { CONTACT_MESSAGES_KEY } from '../../lib/queryKeys';

/** Spec 4.8: new, old (responded) or all messages, newest first. */
export const contactMessagesQuery = (filter: ContactFilter) =>
  queryOptions({
    queryKey: [CONTACT_MESSAGES_KEY, 'list', filter],
    queryFn: () => api(`/getuseremails/${filter}`, ContactMessageListSchema),
  });
