import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconBrandYoutube, IconPencil, IconPrinter, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RecipeListItem } from '@fiz/core/recipe';
import { isPlayableYoutubeCode } from '@fiz/core/youtube';
import { returnFocusTo } from '../../components/ui/returnFocus';
import { RowButton } from '../../components/ui/RowButton';

export type RecipeTool = 'edit' | 'print' | 'video' | 'delete';

/** Where the video player's back button returns to (spec 2.3 /youtubevids). */
export type VideoFrom = 'recipelist' | 'addeditrecipe' | 'searchrecipes' | 'favourites' | 'youtubevids';

interface RecipeRowToolsProps {
  recipe: RecipeListItem;
  tools: readonly RecipeTool[];
  from: VideoFrom;
  onDelete: (recipe: RecipeListItem) => void;
}

interface ToolLinkProps {
  to: string;
  label: string;
  tip: string;
  /** Which tool of which row: coming back from where it leads, the focus returns to it. */
  returnName: string;
  children: ReactNode;
}

function ToolLink({ to, label, tip, returnName, children }: ToolLinkProps) {
  return (
    <Tooltip label={tip}>
      <ActionIcon component={Link} to={to} variant="subtle" size="lg" aria-label={label} {...returnFocusTo(returnName)}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** The icons of one row, in the order edit, print, video, delete whatever order they are asked for in. */
export function RecipeRowTools({ recipe, tools, from, onDelete }: RecipeRowToolsProps) {
  const { recipe_id: id, recipe_name: name, recipe_youtube_url: code } = recipe;
  return (
    <Group gap={4} wrap="nowrap">
      {tools.includes('edit') && (
        <ToolLink to={`/addeditrecipe/${id}`} label={`Edit ${name}`} tip="Edit" returnName={`edit-${id}`}>
          <IconPencil size={20} aria-hidden />
        </ToolLink>
      )}
      {tools.includes('print') && (
        <ToolLink to={`/printrecipe/${id}`} label={`Print ${name}`} tip="Print" returnName={`print-${id}`}>
          <IconPrinter size={20} aria-hidden />
        </ToolLink>
      )}
      {/* Spec 5: only an exact 11-character code plays, so anything else gets no video icon, only its place, so
          the icons after it line up from row to row. */}
      {tools.includes('video') &&
        (isPlayableYoutubeCode(code) ? (
          <ToolLink
            to={`/youtubevids?vid=${code}&from=${from}&id=${id}`}
            label={`Play video of ${name}`}
            tip="Play video"
            returnName={`video-${id}`}
          >
            <IconBrandYoutube size={20} aria-hidden />
          </ToolLink>
        ) : (
          <ActionIcon component="span" variant="transparent" size="lg" aria-hidden style={{ visibility: 'hidden' }} />
        ))}
      {tools.includes('delete') && (
        <RowButton tip="Delete" label={`Delete ${name}`} icon={IconTrash} danger onClick={() => onDelete(recipe)} />
      )}
    </Group>
  );
}
