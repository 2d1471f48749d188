import { queryOptions } from '@tanstack/react-query';
import { ContactMessageListSchema, EmailCountsSchema, type ContactFilter } from '@fiz/core/contact';
import { api } from '../../lib/api';

/** Every query about contact messages starts with this key, so one invalidation refreshes lists and counts. */
export const CONTACT_MESSAGES_KEY = 'contact-messages';

/** Spec 4.8: new, old (responded) or all messages, newest first. */
export const contactMessagesQuery = (filter: ContactFilter) =>
  queryOptions({
    queryKey: [CONTACT_MESSAGES_KEY, 'list', filter],
    queryFn: () => api(`/getuseremails/${filter}`, ContactMessageListSchema),
  });

/** Spec 7: the path keeps its trailing slash. */
export const emailCountsQuery = queryOptions({
  queryKey: [CONTACT_MESSAGES_KEY, 'counts'],
  queryFn: () => api('/emailcounts/', EmailCountsSchema),
});
