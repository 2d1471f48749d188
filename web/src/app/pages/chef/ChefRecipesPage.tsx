import { Page } from '../../../components/ui/Page';
import { ChefIntro } from '../../../features/chef/ChefIntro';
import { RecipeIdeas } from '../../../features/chef/RecipeIdeas';
import { useSession } from '../../../lib/session.queries';

/** Spec 2.3 Chef Basil recipes: ingredient entry, the ingredients list and the suggested recipe. */
export function ChefRecipesPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Page title="Chef Basil Recipes">
      <ChefIntro>
        Tell Chef Basil what you have, one ingredient at a time, and he will suggest a recipe you can save as your own.
      </ChefIntro>
      <RecipeIdeas cook={user} />
    </Page>
  );
}
