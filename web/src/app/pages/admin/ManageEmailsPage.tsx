import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTACT_FILTERS, type ContactFilter } from '@fiz/core/contact';
import { FilterRadios } from '../../../components/ui/FilterRadios';
import { Page } from '../../../components/ui/Page';
import { CONTACT_FILTER_TEXT } from '../../../features/contact/contactFilters';
import { ContactMessageList } from '../../../features/contact/ContactMessageList';
import { emailCountsQuery } from '../../../features/admin/admin.queries';

/** Spec 2.3 Email Listing: the Contact Us messages, new ones first in view. */
export function ManageEmailsPage() {
  const [filter, setFilter] = useState<ContactFilter>('new');
  const counts = useQuery(emailCountsQuery).data;
  const options = CONTACT_FILTERS.map((value) => ({
    value,
    label: CONTACT_FILTER_TEXT[value].label,
    count: counts?.[CONTACT_FILTER_TEXT[value].count],
  }));
  return (
    <Page title="Email Listing">
      <FilterRadios label="Show" options={options} value={filter} onChange={setFilter} />
      <ContactMessageList filter={filter} />
    </Page>
  );
}
