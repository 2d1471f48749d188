import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTwoTapDelete } from './useTwoTapDelete';

const ARMED_TIP = 'Tap again to delete';

/** Spec 4.5: the delete icon of one of the cook's own recipes, armed by the first tap (red, with the tip). */
export function TwoTapDeleteButton({ recipeId, name }: { recipeId: number; name: string }) {
  const { armed, deleting, failed, tap } = useTwoTapDelete(recipeId);
  return (
    <>
      <Tooltip label={ARMED_TIP} opened={armed} position="left" withArrow color="red">
        <ActionIcon
          className="fiz-mobile-recipe-action"
          size={44}
          radius="xl"
          color="red"
          variant={armed ? 'filled' : 'subtle'}
          loading={deleting}
          aria-label={armed ? `${ARMED_TIP}: ${name}` : `Delete ${name}`}
          onClick={tap}
        >
          <IconTrash size={22} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {failed && (
        <Text className="fiz-mobile-recipe-message" fz="sm" c="red.7" role="alert">
          Delete failed. Please try again.
        </Text>
      )}
    </>
  );
}
