import { Anchor, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ImportRecipeResponse, SamePageRecipe } from '@fiz/core/import';
import { Page } from '../../../components/ui/Page';
import { findDraft, importDraft, type DraftKey } from '../../../features/recipes/editor/recipeDraft';
import type { RecipeFormValues } from '../../../features/recipes/editor/recipeForm';
import { draftToFormValues } from '../../../features/recipes/import/draftForm';
import { ImportReviewForm } from '../../../features/recipes/import/ImportReviewForm';
import { useSession } from '../../../lib/session.queries';
import { ImportSource } from '../../../features/recipes/import/ImportSource';

interface Review {
  initial: RecipeFormValues;
  shortenedTitle: boolean;
  /** The cook's recipes from the same page; a review restored from this browser does not know them. */
  ownRecipesFromPage: SamePageRecipe[];
  ownRecipesFromPageCount: number;
}

/** A review whose save failed is kept in this browser, and opens again in place of a new import. */
function keptReview(draftKey: DraftKey): Review | null {
  const kept = findDraft(draftKey);
  return kept
    ? {
        initial: kept.values,
        shortenedTitle: false,
        ownRecipesFromPage: [],
        ownRecipesFromPageCount: 0,
      }
    : null;
}

/** Import a recipe from a web page (or pasted page or text), review it in the editor's fields, then save it. */
export function ImportRecipePage() {
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const draftKey = importDraft(user?.user_id ?? 0);
  const [review, setReview] = useState<Review | null>(() => keptReview(draftKey));
  const showDraft = useCallback(
    (imported: ImportRecipeResponse) =>
      setReview({
        initial: draftToFormValues(imported),
        shortenedTitle: imported.name !== imported.title,
        ownRecipesFromPage: imported.ownRecipesFromPage,
        ownRecipesFromPageCount: imported.ownRecipesFromPageCount,
      }),
    [],
  );
  return (
    <Page title="Import Recipe">
      {review ? (
        <ImportReviewForm {...review} draftKey={draftKey} onStartOver={() => setReview(null)} />
      ) : (
        <>
          <Text>
            Bring a recipe from any recipe website into your library. Fiz reads the page, fills in the recipe for you to
            check, and saves nothing until you do.
          </Text>
          <Text>
            Recipe sites you like can be kept as bookmarks, each with its own Import:{' '}
            <Anchor component={Link} to="/websiteslist" fw={600}>
              your saved websites
            </Anchor>
            .
          </Text>
          <ImportSource initialUrl={searchParams.get('url') ?? ''} onDraft={showDraft} />
        </>
      )}
    </Page>
  );
}
