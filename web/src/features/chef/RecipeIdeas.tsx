import { ApiError, refusalMessage, serverMessage } from '../../lib/api';
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
import {
  addIngredient,
  alreadyListedMessage,
  canSuggest,
  isFull,
  listedAlready,
  moreNeededHint,
} from './ingredientList';
import { RecipeIdeaPreview } from './RecipeIdeaPreview';
import { ThinkingButton } from './ThinkingButton';
import './Chef.css';

const SAVE_FAILED = 'The recipe could not be saved. Please try again.';

/**
 * Spec 4.4 recipe ideas: ingredients are listed one at a time; with more than 3, Chef Basil can suggest a recipe,
 * which Save keeps as the cook's own and opens for printing, or offer another for the same ingredients until he
 * has no more. A failure keeps the ingredients, to try again.
 */
export function RecipeIdeas({ cook }: { cook: SessionUser }) {
  const headingId = useId();
  const entry = useRef<HTMLInputElement>(null);
  // Kept for the tab, so Back from the print page that Save opens finds the list and the suggestion again.
  const [{ ingredients, idea, saved, suggested }, change] = useKeptIdeas(cook.user_id);
  const suggest = useRecipeIdea();
  const save = useSaveRecipeIdea();
  const navigate = useNavigate();
  // Refused for another idea (422): every recipe that fits these ingredients has been offered.
  const noMore =
    suggest.error instanceof ApiError &&
    suggest.error.status === 422 &&
    (suggest.variables?.alreadySuggested?.length ?? 0) > 0;

  // The Add, remove and Reset buttons leave the cook where the next ingredient is typed. Other ingredients make
  // other ideas: the next one asked for is the best for them.
  const changeIngredients = (next: string[]) => {
    change({ ingredients: next, suggested: [] });
    if (noMore) suggest.reset();
    entry.current?.focus();
  };
  const addEntry = (text: string) => {
    const listed = listedAlready(ingredients, text);
    if (listed) return alreadyListedMessage(text, listed);
    changeIngredients(addIngredient(ingredients, text));
    return undefined;
  };
  const reset = () => {
    suggest.reset();
    change({ idea: undefined, saved: false });
    save.reset();
    changeIngredients([]);
  };
  // The last suggestion stays when asking again fails: it was one of the cook's Chef Basil requests, and can
  // still be saved.
  const ask = (alreadySuggested: string[]) => {
    save.reset();
    suggest.mutate(
      { ingredients, alreadySuggested },
      { onSuccess: (next) => change({ idea: next, saved: false, suggested: [...alreadySuggested, next.name] }) },
    );
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
          <IngredientEntry ref={entry} full={isFull(ingredients)} onAdd={addEntry} />
          <IngredientList
            ingredients={ingredients}
            labelledBy={headingId}
            onRemove={(ingredient) => changeIngredients(ingredients.filter((listed) => listed !== ingredient))}
          />
          {canSuggest(ingredients) ? (
            <Group gap="sm">
              <ThinkingButton label="Get a Recipe" thinking={suggest.isPending} onClick={() => ask([])} />
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
          {suggest.isError && !noMore && (
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
              // Another idea is for the ingredients this one was suggested for, not for a list changed since.
              onAnother={suggested.length > 0 && !noMore ? () => ask(suggested) : undefined}
              noMoreIdeas={noMore ? refusalMessage(suggest.error, '') : undefined}
            />
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
