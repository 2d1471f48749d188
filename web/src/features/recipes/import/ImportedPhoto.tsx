import { Anchor, Checkbox, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { RecipeFormValues } from '../editor/recipeForm';

/**
 * The page's photo as the recipe would get it: the server fetches, checks and re-encodes it (the app's CSP shows
 * only its own images), and does so again when the recipe is saved. The cook chooses whether it comes along; a
 * photo can also be uploaded after saving.
 */
export function ImportedPhoto({ pagePhoto }: { pagePhoto: string }) {
  const { control } = useFormContext<RecipeFormValues>();
  const image = useController({ control, name: 'recipeImageUrl' });
  if (!pagePhoto) return <Text c="dimmed">The page has no photo. You can upload one once the recipe is saved.</Text>;
  const saved = image.field.value !== '';
  return (
    <Stack gap="xs">
      <PhotoPreview key={pagePhoto} pagePhoto={pagePhoto} saved={saved} />
      <Checkbox
        label="Save the page's photo with the recipe"
        checked={saved}
        onChange={(event) => image.field.onChange(event.currentTarget.checked ? pagePhoto : '')}
      />
      <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        From{' '}
        <Anchor href={pagePhoto} target="_blank" rel="noopener noreferrer" fz="sm">
          {pagePhoto}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** Faded while the cook has chosen not to save it. */
function PhotoPreview({ pagePhoto, saved }: { pagePhoto: string; saved: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Text fz="sm" c="dimmed">
        The photo could not be shown here. It is fetched and checked again when you save.
      </Text>
    );
  }
  return (
    <Image
      src={`/api/importphotopreview?url=${encodeURIComponent(pagePhoto)}`}
      alt="The page's photo"
      w={240}
      h={180}
      radius="sm"
      style={{ opacity: saved ? 1 : 0.4 }}
      onError={() => setFailed(true)}
    />
  );
}
