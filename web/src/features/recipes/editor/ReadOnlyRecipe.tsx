import { Alert, Anchor, Group, Image, List, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { ingredientSections } from '@fiz/core/ingredient-heading';
import { splitMethod } from '@fiz/core/method';
import type { Recipe } from '@fiz/core/recipe';
import { copyFailure, useCopySharedRecipe } from '../recipes.mutations';
import { EditorSection } from './EditorSection';
import { ingredientLabel } from './recipeForm';
import { StepList } from './StepList';
import { BusyButton } from '../../../components/ui/BusyButton';
import { DIRECTION_FROM_TEXT } from '../../../components/ui/textDirection';

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
        <Anchor component={Link} to={`/youtubevids?vid=${video}&from=addeditrecipe&id=${recipe.recipe_id}`} fw={600}>
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
 * Another cook's shared recipe (or, for an Admin, any other cook's recipe): shown whole, not editable (spec 6: cooks control only their own), with a way
 * to print it or copy it into one's own collection, where the copy opens in the editor (spec 4.2).
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
        <Group gap="md" mt="xs">
          {/* Only a shared recipe can be copied (the server refuses the rest). */}
          {shared && (
            <BusyButton
              size="xs"
              busy={copy.isPending}
              onClick={() =>
                copy.mutate(recipe.recipe_id, {
                  onSuccess: ({ newRecipeId }) => navigate(`/addeditrecipe/${newRecipeId}`),
                })
              }
            >
              Copy to my recipes
            </BusyButton>
          )}
          <Anchor component={Link} to={`/printrecipe/${recipe.recipe_id}`} fw={600}>
            Print this recipe
          </Anchor>
        </Group>
        {copy.isError && (
          <Text c="red.9">{copyFailure(copy.error, 'The recipe could not be copied. Please try again.')}</Text>
        )}
      </Alert>
      {/* Each text sets its own direction, so a recipe written in Hebrew or Arabic reads from the right. */}
      <TextInput label="Recipe Name" value={recipe.recipe_name} readOnly attributes={DIRECTION_FROM_TEXT} />
      <Textarea
        label="Recipe Note"
        value={recipe.recipe_note}
        autosize
        minRows={2}
        readOnly
        attributes={DIRECTION_FROM_TEXT}
      />
      <Text fz="sm" c="dimmed">
        Cook: {recipe.user_name}
      </Text>
      {recipe.recipe_imageurl && <Image src={recipe.recipe_imageurl} alt="" maw={480} radius="md" />}
      <RecipeLinks recipe={recipe} />
      <RecipeContents recipe={recipe} />
    </Stack>
  );
}
