import { Alert } from '@mantine/core';
import { RECIPE_NAME_MAX } from '@fiz/core/recipe';

/** Guidance, there from the start: a note, not an alert that interrupts a screen reader. */
export function ReviewGuidance({ shortenedTitle }: { shortenedTitle: boolean }) {
  return (
    <Alert color="blue" title="Check the recipe, then save it" role="note">
      Nothing is saved until you press Save Recipe. Ingredients are split into their fields: correct any that came out
      wrong.
      {shortenedTitle &&
        ` The page's title is longer than a recipe name can be (${RECIPE_NAME_MAX} characters), so the name ` +
          'was shortened and the full title put in the note.'}
    </Alert>
  );
}
