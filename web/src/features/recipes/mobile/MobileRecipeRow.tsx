import { Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RecipeListItem } from '@fiz/core/recipe';
import { truncate } from '@fiz/core/search';
import { MOBILE_NAME_MAX, MOBILE_NOTE_MAX } from './mobileSearch';
import { RecipeThumbnail } from './RecipeThumbnail';
import { TwoTapDeleteButton } from './TwoTapDeleteButton';

/** Tells the recipe view that Back can return to these results, search and all. */
export interface FromResults {
  fromResults: true;
}

interface MobileRecipeRowProps {
  recipe: RecipeListItem;
  /** The cook's own recipes can be deleted from the list. */
  own: boolean;
}

/** Spec 2.4: one result, the whole row a link to the recipe, with the delete icon beside it for the owner. */
export function MobileRecipeRow({ recipe, own }: MobileRecipeRowProps) {
  const { recipe_id: id, recipe_name: name, recipe_note: note } = recipe;
  const state: FromResults = { fromResults: true };
  return (
    <li className="fiz-mobile-recipe">
      {/* Named by what it shows (WCAG 2.5.3), so a voice command saying the visible name finds it. */}
      <Link to={`/mshowrecipe/${id}`} state={state} className="fiz-mobile-recipe-link">
        <RecipeThumbnail src={recipe.recipe_image} name={name} />
        <span className="fiz-mobile-recipe-text">
          <Text component="span" fw={700} lh={1.3} dir="auto">
            {truncate(name, MOBILE_NAME_MAX)}
          </Text>
          {note && (
            <Text component="span" fz="sm" lh={1.3} dir="auto">
              {truncate(note, MOBILE_NOTE_MAX)}
            </Text>
          )}
          <Text component="span" fz="sm" c="dimmed" lh={1.3}>
            {`Cook: ${recipe.user_name || 'Unknown User'}`}
          </Text>
        </span>
        <IconChevronRight size={24} className="fiz-mobile-recipe-open" aria-hidden />
      </Link>
      {own && <TwoTapDeleteButton recipeId={id} name={name} />}
    </li>
  );
}
