import { Text } from '@mantine/core';
import { Page } from '../../components/ui/Page';
import { ContactForm } from '../../features/contact/ContactForm';
import { useSession } from '../../lib/session.queries';

/** Spec 2.3 Contact Us: a message to the people behind Fiz. */
export function ContactPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Page title="Contact Us">
      <Text>Questions, ideas or something not working? Write to us and we will answer by email.</Text>
      <ContactForm cook={user} />
    </Page>
  );
}
