import type { ContactFilter, EmailCounts } from '@fiz/core/contact';

interface ContactFilterText {
  label: string;
  count: keyof EmailCounts;
  empty: string;
}

/** Spec 2.3 Email Listing: the radios, the count each shows, and what an empty list says. */
export const CONTACT_FILTER_TEXT: Record<ContactFilter, ContactFilterText> = {
  new: { label: 'New Emails', count: 'newemails', empty: 'No new messages.' },
  old: { label: 'Responded Emails', count: 'oldemails', empty: 'No responded messages.' },
  all: { label: 'All Emails', count: 'allemails', empty: 'No messages.' },
};
