import { Anchor, Checkbox, Stack, Text } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import type { RecipeFormValues } from '../editor/recipeForm';

/**
 * The page's photo is not shown here: it is still on the page's site, and is fetched and checked only when
 * the recipe is saved. The cook chooses whether it comes along; a photo can also be uploaded after saving.
 */
export function ImportedPhoto({ pagePhoto }: { pagePhoto: string }) {
  const { control } = useFormContext<RecipeFormValues>();
  const image = useController({ control, name: 'recipeImageUrl' });
  if (!pagePhoto) return <Text c="dimmed">The page has no photo. You can upload one once the recipe is saved.</Text>;
  return (
    <Stack gap="xs">
      <Checkbox
        label="Save the page's photo with the recipe"
        checked={image.field.value !== ''}
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
