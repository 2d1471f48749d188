import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { keptRecipes } from './keptRecipes';
import { MobileRecipeRow } from './MobileRecipeRow';
import './MobileRecipes.css';

/**
 * With no network: the recipes kept on this phone, newest first, each opening from its kept copy. Nothing when
 * none are kept. `cookId` is unknown when the phone was offline from the start.
 */
export function KeptRecipesList({ cookId }: { cookId: number | undefined }) {
  const headingId = useId();
  const kept = keptRecipes(cookId);
  if (kept.length === 0) return null;
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        Kept on this phone
      </Title>
      <ul className="fiz-mobile-recipes" aria-labelledby={headingId}>
        {kept.map(({ recipe }) => (
          // No delete offline: the server must say yes first.
          <MobileRecipeRow key={recipe.recipe_id} recipe={recipe} own={false} />
        ))}
      </ul>
    </Stack>
  );
}
