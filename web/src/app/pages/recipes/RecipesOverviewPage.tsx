import { Stack, Text, Title } from '@mantine/core';
import { Page } from '../../../components/ui/Page';
import { RecipeSlideshow } from '../../../features/recipes/RecipeSlideshow';
import { RECIPE_HELP } from '../../../features/recipes/recipeHelp';

/** Spec 2.3 Recipes overview: the slideshow, then how each part of a recipe works. */
export function RecipesOverviewPage() {
  return (
    <Page title="Your Recipes">
      <RecipeSlideshow />
      {RECIPE_HELP.map(({ id, title, paragraphs }) => (
        <Stack key={id} gap="xs" component="section" aria-labelledby={id}>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          {paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
    </Page>
  );
}
