import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { AskChef } from '../../features/chef/AskChef';
import { ChefIntro } from '../../features/chef/ChefIntro';
import { PreviousQuestions } from '../../features/chef/PreviousQuestions';
import { useSession } from '../../lib/session.queries';
import './MobileChef.css';

/** Spec 2.4 Ask Chef Basil on the phone: the desktop's question form and 'Your Previous Questions'. */
export function MobileAskChefPage() {
  useDocumentTitle('Ask Chef Basil · Fiz');
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack gap="lg" className="fiz-mobile-chef">
      <Title order={1} size="h3">
        Ask Chef Basil
      </Title>
      <ChefIntro>
        Ask a cooking question, such as a conversion or a substitute, and save the answers worth keeping.
      </ChefIntro>
      <AskChef cook={user} />
      <PreviousQuestions userId={user.user_id} />
    </Stack>
  );
}
