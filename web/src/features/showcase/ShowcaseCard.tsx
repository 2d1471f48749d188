import { Button, Card, Image, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ShowcaseRecipe } from '@fiz/core/showcase';
import { useRotation } from '../../lib/useRotation';
import { showcaseQuery } from './showcase.queries';

export const SHOWCASE_ROTATION_MS = 5000;

function randomOtherIndex(current: number, count: number): number {
  if (count < 2) return 0;
  const next = Math.floor(Math.random() * (count - 1));
  return next >= current ? next + 1 : next;
}

function RecipeCard({ recipe }: { recipe: ShowcaseRecipe }) {
  return (
    <Card withBorder shadow="sm" padding="lg" data-testid="showcase-card">
      <Card.Section>
        <Image src={recipe.recipe_image} alt={recipe.recipe_name} h={220} fit="cover" />
      </Card.Section>
      <Stack gap={4} mt="md">
        <Title order={3} size="h4">
          {recipe.recipe_name}
        </Title>
        {/* Clamped: a long note would push Login and Register down the page and make it jump at every turn. */}
        {recipe.recipe_note && <Text lineClamp={3}>{recipe.recipe_note}</Text>}
        <Text fz="sm" c="dimmed">
          Cook: {recipe.user_name}
        </Text>
      </Stack>
    </Card>
  );
}

/** Before any cook has shared a recipe with a photo, the card says what will appear there. */
function EmptyCard() {
  return (
    <Card withBorder shadow="sm" padding="lg" data-testid="showcase-card">
      <Card.Section bg="basil.0" py="xl">
        <Image src="/logo.svg" alt="" h={120} fit="contain" />
      </Card.Section>
      <Stack gap={4} mt="md">
        <Title order={3} size="h4">
          From our cooks&apos; kitchens
        </Title>
        <Text>Recipes our cooks share, with their photos, take turns here.</Text>
      </Stack>
    </Card>
  );
}

/**
 * Spec 2.3: a random shared recipe, changing every 5 seconds. Moving content must be stoppable (WCAG 2.2.2): it
 * holds while the pointer or the focus is on it, stays put for cooks who ask for less motion, and can be paused.
 */
export function ShowcaseCard() {
  const { data: recipes = [] } = useQuery(showcaseQuery);
  const { index, paused, togglePaused, reducedMotion, holdWhileInUse } = useRotation(
    recipes.length,
    SHOWCASE_ROTATION_MS,
    randomOtherIndex,
  );
  const recipe = recipes[index % Math.max(recipes.length, 1)];
  if (!recipe) return <EmptyCard />;
  return (
    <Stack gap="xs" {...holdWhileInUse}>
      <RecipeCard recipe={recipe} />
      {recipes.length > 1 && !reducedMotion && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={togglePaused}
          leftSection={paused ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {paused ? 'Play recipes' : 'Pause recipes'}
        </Button>
      )}
    </Stack>
  );
}
