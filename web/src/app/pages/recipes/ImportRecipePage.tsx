import { Anchor, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { RecipeDraft } from '@fiz/core/import';
import { Page } from '../../../components/ui/Page';
import { ImportReviewForm } from '../../../features/recipes/import/ImportReviewForm';
import { ImportSource } from '../../../features/recipes/import/ImportSource';

/** Import a recipe from a web page (or pasted page or text), review it in the editor's fields, then save it. */
export function ImportRecipePage() {
  const [searchParams] = useSearchParams();
  const [draft, setDraft] = useState<RecipeDraft | null>(null);
  const showDraft = useCallback((next: RecipeDraft) => setDraft(next), []);
  return (
    <Page title="Import Recipe">
      {draft ? (
        <ImportReviewForm draft={draft} onStartOver={() => setDraft(null)} />
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
