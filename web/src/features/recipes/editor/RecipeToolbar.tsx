import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandYoutube, IconMail, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isPlayableYoutubeCode } from '@fiz/core/youtube';
import { EmailRecipeModal } from '../email/EmailRecipeModal';
import { ConfirmDeleteModal } from '../../../components/ui/ConfirmDeleteModal';
import { returnFocusTo } from '../../../components/ui/returnFocus';
import { useDeleteRecipe } from '../recipes.mutations';

interface RecipeToolbarProps {
  recipeId: number;
  recipeName: string;
  youtubeCode: string;
  /** The form holds changes not yet saved, which an email (of the saved recipe) would leave out. */
  unsaved: boolean;
  onDeleted: () => void;
}

/**
 * Spec 2.3 editor icons: print, email, play video (only a playable code) and delete after confirmation. Back from
 * the print page or the video, the focus returns to the icon that led there.
 */
export function RecipeToolbar({ recipeId, recipeName, youtubeCode, unsaved, onDeleted }: RecipeToolbarProps) {
  const [confirming, setConfirming] = useState(false);
  const [emailing, emailDialog] = useDisclosure(false);
  const deleteRecipe = useDeleteRecipe();
  const confirm = () => deleteRecipe.mutate(recipeId, { onSuccess: onDeleted, onError: () => setConfirming(false) });
  return (
    <Group gap="xs">
      <Tooltip label="Print recipe">
        <ActionIcon
          component={Link}
          to={`/printrecipe/${recipeId}`}
          variant="light"
          size="lg"
          aria-label="Print recipe"
          {...returnFocusTo('print-recipe')}
        >
          <IconPrinter size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Email recipe">
        <ActionIcon variant="light" size="lg" aria-label="Email recipe" onClick={emailDialog.open}>
          <IconMail size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {isPlayableYoutubeCode(youtubeCode) && (
        <Tooltip label="Play video">
          <ActionIcon
            component={Link}
            to={`/youtubevids?vid=${youtubeCode}&from=addeditrecipe&id=${recipeId}`}
            variant="light"
            size="lg"
            aria-label="Play video"
            {...returnFocusTo('play-video')}
          >
            <IconBrandYoutube size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label="Delete recipe">
        <ActionIcon
          variant="light"
          color="red"
          size="lg"
          aria-label="Delete recipe"
          onClick={() => {
            deleteRecipe.reset();
            setConfirming(true);
          }}
        >
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {deleteRecipe.isError && (
        <Text c="red" fz="sm" role="alert">
          Failed to delete recipe. Please try again.
        </Text>
      )}
      <EmailRecipeModal
        opened={emailing}
        recipeId={recipeId}
        recipeName={recipeName}
        unsaved={unsaved}
        onClose={emailDialog.close}
      />
      <ConfirmDeleteModal
        title="Delete recipe"
        opened={confirming}
        message={`Delete "${recipeName}"? This cannot be undone.`}
        deleting={deleteRecipe.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </Group>
  );
}
