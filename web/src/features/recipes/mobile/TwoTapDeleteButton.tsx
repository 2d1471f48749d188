import { ActionIcon, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { FixedTip } from '../../../components/ui/FixedTip';
import { useTwoTapDelete } from './useTwoTapDelete';

const ARMED_TIP = 'Tap again to delete';

/** Spec 4.5: the delete icon of one of the cook's own recipes, armed by the first tap (red, with the tip). */
export function TwoTapDeleteButton({ recipeId, name }: { recipeId: number; name: string }) {
  const { armed, deleting, failed, tap, disarm } = useTwoTapDelete(recipeId);
  const tipId = useId();
  return (
    <>
      <FixedTip id={tipId} label={ARMED_TIP} opened={armed} position="left" tone="red">
        <ActionIcon
          className="fiz-mobile-recipe-action"
          size={44}
          radius="xl"
          color="red"
          variant={armed ? 'filled' : 'subtle'}
          loading={deleting}
          aria-label={armed ? `${ARMED_TIP}: ${name}` : `Delete ${name}`}
          aria-describedby={armed ? tipId : undefined}
          onClick={tap}
          onKeyDown={(event) => {
            if (event.key === 'Escape') disarm();
          }}
        >
          <IconTrash size={22} aria-hidden />
        </ActionIcon>
      </FixedTip>
      {failed && (
        <Text className="fiz-mobile-recipe-message" fz="sm" c="red.7" role="alert">
          Delete failed. Please try again.
        </Text>
      )}
    </>
  );
}
