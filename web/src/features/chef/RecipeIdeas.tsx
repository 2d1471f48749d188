import { refusalMessage, serverMessage } from '../../lib/api';
import { Alert, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@fiz/core/session';
import { aiRecipeBody, CHEF_MESSAGES } from '@fiz/core/chef';
import { useRecipeIdea, useSaveRecipeIdea } from './chef.mutations';
import { ChefThinking } from './ChefThinking';
import { IngredientEntry } from './IngredientEntry';
import { IngredientList } from './IngredientList';
import { useKeptIdeas } from './keptIdeas';
import { addIngredient, canSuggest, isFull, moreNeededHint } from './ingredientList';
import { RecipeIdeaPreview } from './RecipeIdeaPreview';
import { ThinkingButton } from './ThinkingButton';
import './Chef.css';

const SAVE_FAILED = 'The recipe could not be saved. Please try again.';

/**
 * Spec 4.4 recipe ideas: ingredients are listed one at a time; with more than 3, Chef Basil can suggest a recipe,
 * which Save keeps as the cook's own and opens for printing. A failure keeps the ingredients, to try again.
 */
export function RecipeIdeas({ cook }: { cook: SessionUser }) {
  const headingId = useId();
  const entry = useRef<HTMLInputElement>(null);
  // Kept for the tab, so Back from the print page that Save opens finds the list and the suggestion again.
  const [{ ingredients, idea, saved }, change] = useKeptIdeas(cook.user_id);
  const suggest = useRecipeIdea();
  const save = useSaveRecipeIdea();
  const navigate = useNavigate();

  // The Add, remove and Reset buttons leave the cook where the next ingredient is typed.
  const changeIngredients = (next: string[]) => {
    change({ ingredients: next });
    entry.current?.focus();
  };
  const reset = () => {
    suggest.reset();
    change({ idea: undefined, saved: false });
    save.reset();
    changeIngredients([]);
  };
  // The last suggestion stays when asking again fails: it was one of the cook's Chef Basil requests, and can
  // still be saved.
  const askForRecipe = () => {
    save.reset();
    suggest.mutate(ingredients, { onSuccess: (suggested) => change({ idea: suggested, saved: false }) });
  };
  const saveIdea = () => {
    if (!idea) return;
    save.mutate(aiRecipeBody(idea, cook.user_id), {
      onSuccess: ({ recipeId }) => {
        change({ saved: true });
        void navigate(`/printrecipe/${recipeId}`);
      },
    });
  };

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md" component="section" aria-labelledby={headingId}>
          <Title order={2} size="h3" id={headingId}>
            Your Ingredients
          </Title>
          <IngredientEntry
            ref={entry}
            full={isFull(ingredients)}
            onAdd={(text) => changeIngredients(addIngredient(ingredients, text))}
          />
          <IngredientList
            ingredients={ingredients}
            labelledBy={headingId}
            onRemove={(ingredient) => changeIngredients(ingredients.filter((listed) => listed !== ingredient))}
          />
          {canSuggest(ingredients) ? (
            <Group gap="sm">
              <ThinkingButton label="Get a Recipe" thinking={suggest.isPending} onClick={askForRecipe} />
              <Button variant="default" onClick={reset} disabled={suggest.isPending}>
                Reset
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {moreNeededHint(ingredients)}
            </Text>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <ChefThinking thinking={suggest.isPending} />
        <Stack gap="md">
          {suggest.isError && (
            <Alert color="red" role="alert">
              {refusalMessage(suggest.error, CHEF_MESSAGES.recipeFailed)}
            </Alert>
          )}
          {idea && !suggest.isPending && (
            <RecipeIdeaPreview
              idea={idea}
              saving={save.isPending}
              saved={saved}
              saveError={save.isError ? serverMessage(save.error, SAVE_FAILED) : ''}
              onSave={saveIdea}
            />
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
