import { Image, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import { isIngredientHeading } from '@fiz/core/ingredient-heading';
import type { Recipe } from '@fiz/core/recipe';
import { scaleIngredient } from '@fiz/core/scaling';
import { ScalePicker } from '../../features/scaling/ScalePicker';
import { AddToShoppingListButton } from '../../features/shopping/AddToShoppingListButton';
import { IngredientChecklist } from '../../features/recipes/mobile/IngredientChecklist';
import { MethodSteps } from '../../features/recipes/mobile/MethodSteps';
import { useCookingProgress } from '../../features/recipes/mobile/useCookingProgress';
import './MobileRecipeView.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

interface MobileRecipeViewProps {
  recipe: Recipe;
  /** An Expired cook's shopping list is closed (spec 2.4, 6), so the ingredients cannot go on it. */
  canShop: boolean;
  /** A copy kept for offline use leaves its photo out, which would not load with no network. */
  withPhoto?: boolean;
}

/** Spec 2.4 recipe view: image, cook, note, ingredients to tick off, numbered method steps. */
export function MobileRecipeView({ recipe, canShop, withPhoto = true }: MobileRecipeViewProps) {
  useDocumentTitle(`${recipe.recipe_name} · Fiz`);
  const { scale, setScale, ticked, toggle } = useCookingProgress(recipe.recipe_id, recipe.recipe_revision);
  const ingredients = recipe.ingredients.map((ingredient) => scaleIngredient(ingredient, scale));
  // Section headings alone leave nothing to scale or to buy.
  const anythingToUse = ingredients.some((ingredient) => !isIngredientHeading(ingredient));
  return (
    <Stack component="article" gap="md">
      <Stack gap={4}>
        {/* The recipe's own words take their own direction: Hebrew or Arabic reads from the right. */}
        <Title order={1} size="h3" dir="auto" className="fiz-mobile-wrap">
          {recipe.recipe_name}
        </Title>
        <Text fz="sm" c="dimmed">{`Cook: ${recipe.user_name || 'Unknown User'}`}</Text>
      </Stack>
      {withPhoto && recipe.recipe_imageurl && (
        <Image src={recipe.recipe_imageurl} alt={recipe.recipe_name} radius="md" className="fiz-mobile-photo" />
      )}
      {recipe.recipe_note && (
        <Text dir="auto" className="fiz-mobile-wrap">
          {recipe.recipe_note}
        </Text>
      )}
      <Section title="Ingredients">
        {anythingToUse && <ScalePicker value={scale} onChange={setScale} />}
        <IngredientChecklist ingredients={ingredients} ticked={ticked} onToggle={toggle} />
        {canShop && anythingToUse && (
          <AddToShoppingListButton
            recipe={{ id: recipe.recipe_id, name: recipe.recipe_name }}
            ingredients={ingredients}
            ticked={ticked}
          />
        )}
      </Section>
      <Section title="Method">
        <MethodSteps method={recipe.recipe_method} />
      </Section>
    </Stack>
  );
}
