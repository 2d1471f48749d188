import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { Recipe } from '@fiz/core/recipe';
import { useCopySharedRecipe } from '../recipes.mutations';

/**
 * Another cook's shared recipe: shown, not editable (spec 6: cooks control only their own), with a way to
 * print it or copy it into one's own collection, where the copy opens in the editor (spec 4.2).
 */
export function ReadOnlyRecipe({ recipe }: { recipe: Recipe }) {
  const navigate = useNavigate();
  const copy = useCopySharedRecipe();
  return (
    <Stack gap="md">
      <Alert color="gray" role="status">
        <Text>This is another cook&apos;s shared recipe.</Text>
        <Group gap="md" mt="xs">
          <Button
            size="xs"
            loading={copy.isPending}
            onClick={() =>
              copy.mutate(recipe.recipe_id, {
                onSuccess: ({ newRecipeId }) => navigate(`/addeditrecipe/${newRecipeId}`),
              })
            }
          >
            Copy to my recipes
          </Button>
          <Anchor component={Link} to={`/printrecipe/${recipe.recipe_id}`} fw={600}>
            Print this recipe
          </Anchor>
        </Group>
        {copy.isError && <Text c="red.9">The recipe could not be copied. Please try again.</Text>}
      </Alert>
      <TextInput label="Recipe Name" value={recipe.recipe_name} readOnly />
      <Textarea label="Recipe Note" value={recipe.recipe_note} autosize minRows={2} readOnly />
      <Text fz="sm" c="dimmed">
        Cook: {recipe.user_name}
      </Text>
    </Stack>
  );
}
