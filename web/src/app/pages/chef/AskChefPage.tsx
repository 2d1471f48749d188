import { Page } from '../../../components/ui/Page';
import { AskChef } from '../../../features/chef/AskChef';
import { ChefIntro } from '../../../features/chef/ChefIntro';
import { PreviousQuestions } from '../../../features/chef/PreviousQuestions';
import { useSession } from '../../../lib/session.queries';

/** Spec 2.3 Ask Chef Basil: the question form above the accordion of previous questions. */
export function AskChefPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Page title="Ask Chef Basil">
      <ChefIntro>
        Ask Chef Basil a cooking question, such as a conversion or a substitute, and save the answers worth keeping.
      </ChefIntro>
      <AskChef cook={user} />
      <PreviousQuestions userId={user.user_id} />
    </Page>
  );
}
