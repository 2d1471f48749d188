import { Card, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ShowcaseRecipe } from '@fiz/core/showcase';
import { showcaseQuery } from './showcase.queries';

export const SHOWCASE_ROTATION_MS = 5000;

function randomOtherIndex(count: number, current: number): number {
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
        {recipe.recipe_note && <Text>{recipe.recipe_note}</Text>}
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

/** Spec 2.3: a random shared recipe, changing every 5 seconds. */
export function ShowcaseCard() {
  const { data: recipes = [] } = useQuery(showcaseQuery);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (recipes.length < 2) return;
    const timer = window.setInterval(
      () => setIndex((current) => randomOtherIndex(recipes.length, current)),
      SHOWCASE_ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, [recipes.length]);
  const recipe = recipes[index % Math.max(recipes.length, 1)];
  return recipe ? <RecipeCard recipe={recipe} /> : <EmptyCard />;
}
