import { Alert, Anchor, Button, Group, Image, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { ingredientSections } from '@fiz/core/ingredient-heading';
import { splitMethod } from '@fiz/core/method';
import type { Recipe } from '@fiz/core/recipe';
import { copyFailure, useCopySharedRecipe } from '../recipes.mutations';
import { EditorSection } from './EditorSection';
import { ingredientLabel } from '../../../lib/ingredientLabel';
import { StepList } from './StepList';
import { BusyButton } from '../../../components/ui/BusyButton';
import { returnFocusTo } from '../../../components/ui/returnFocus';

/**
 * The whole recipe to read: its ingredients, under the headings of their sections, and numbered steps, with the
 * print page's empty texts (spec 8).
 */
function RecipeContents({ recipe }: { recipe: Recipe }) {
  return (
    <>
      <EditorSection title="Ingredients">
        {recipe.ingredients.length === 0 ? (
          <Text c="dimmed">No ingredients listed.</Text>
        ) : (
          <Stack gap="sm">
            {ingredientSections(recipe.ingredients).map(({ heading, ingredients }, section) => (
              <Stack key={section} gap={6}>
                {heading && (
                  <Title order={3} size="h5" dir="auto">
                    {heading}
                  </Title>
                )}
                {ingredients.length > 0 && (
                  <List spacing="xs" className="fiz-read-list">
                    {ingredients.map(({ ingredient, index }) => (
                      <List.Item key={index} dir="auto">
                        {ingredientLabel(ingredient)}
                      </List.Item>
                    ))}
                  </List>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </EditorSection>
      <EditorSection title="Method">
        <StepList steps={splitMethod(recipe.recipe_method)} empty="No method provided." />
      </EditorSection>
    </>
  );
}

/** The recipe's video and website, when it has them: the cook who shared it thought them worth following. */
function RecipeLinks({ recipe }: { recipe: Recipe }) {
  const video = recipe.recipe_youtube_url;
  const website = recipe.recipe_website_link;
  if (!video && !website) return null;
  return (
    <Group gap="lg">
      {video && (
        <Anchor
          component={Link}
          to={`/youtubevids?vid=${video}&from=addeditrecipe&id=${recipe.recipe_id}`}
          fw={600}
          {...returnFocusTo('play-video')}
        >
          Play the recipe&apos;s video
        </Anchor>
      )}
      {website && (
        <Anchor href={website} target="_blank" rel="noopener noreferrer" fw={600}>
          Open the recipe&apos;s website
        </Anchor>
      )}
    </Group>
  );
}

/**
 * The recipe's name, note, cook and links, as the top of a recipe page, beside its photo when it has one. Each text
 * sets its own direction, so a recipe written in Hebrew or Arabic reads from the right.
 */
function RecipeHeader({ recipe }: { recipe: Recipe }) {
  const photo = recipe.recipe_imageurl;
  const about = (
    <Stack gap="xs">
      <Title order={2} size="h2" dir="auto">
        {recipe.recipe_name}
      </Title>
      {recipe.recipe_note && (
        <Text size="lg" dir="auto" style={{ whiteSpace: 'pre-line' }}>
          {recipe.recipe_note}
        </Text>
      )}
      <Text c="dimmed">Cook: {recipe.user_name || 'Unknown User'}</Text>
      <RecipeLinks recipe={recipe} />
    </Stack>
  );
  return (
    <Paper withBorder p="lg" className="fiz-editor-section">
      {photo ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {about}
          <Image src={photo} alt="" radius="md" mah={360} fit="cover" />
        </SimpleGrid>
      ) : (
        about
      )}
    </Paper>
  );
}

/**
 * Another cook's shared recipe (or, for an Admin, any other cook's recipe): a page to read, not a form to fill (spec
 * 6: cooks control only their own), with a way to print it or copy it into one's own collection, where the copy
 * opens in the editor (spec 4.2).
 */
export function ReadOnlyRecipe({ recipe }: { recipe: Recipe }) {
  const navigate = useNavigate();
  const copy = useCopySharedRecipe();
  const shared = recipe.recipe_share === 'Yes';
  return (
    <Stack gap="md">
      <Alert color="gray" role="status">
        <Text>
          {shared
            ? "This is another cook's shared recipe."
            : `This is ${recipe.user_name || 'another cook'}'s private recipe, which you see as an Admin.`}
        </Text>
        <Group gap="sm" mt="xs">
          {/* Only a shared recipe can be copied (the server refuses the rest). */}
          {shared && (
            <BusyButton
              size="xs"
              busy={copy.isPending}
              onClick={() =>
                copy.mutate(recipe.recipe_id, {
                  onSuccess: ({ newRecipeId }) => void navigate(`/addeditrecipe/${newRecipeId}`),
                })
              }
            >
              Copy to my recipes
            </BusyButton>
          )}
          <Button
            component={Link}
            to={`/printrecipe/${recipe.recipe_id}`}
            variant="default"
            size="xs"
            {...returnFocusTo('print-recipe')}
          >
            Print this recipe
          </Button>
        </Group>
        {copy.isError && (
          <Text c="red.9">{copyFailure(copy.error, 'The recipe could not be copied. Please try again.')}</Text>
        )}
      </Alert>
      <RecipeHeader recipe={recipe} />
      <RecipeContents recipe={recipe} />
    </Stack>
  );
}
