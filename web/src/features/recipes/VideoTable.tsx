import { ActionIcon, Table, Tooltip } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RecipeListItem } from '@fiz/core/recipe';
import { isPlayableYoutubeCode } from '@fiz/core/youtube';
import { returnFocusTo } from '../../components/ui/returnFocus';
import { TableMessageRow } from '../../components/ui/TableMessageRow';
import { LIST_TITLE, LIST_TOOLS, ListNoteCell, ListTable } from '../../components/ui/ListTable';

function PlayLink({ recipe }: { recipe: RecipeListItem }) {
  const code = recipe.recipe_youtube_url;
  // Spec 5: a code that is not exactly 11 characters cannot play, so it gets no Play link.
  if (!isPlayableYoutubeCode(code)) return null;
  return (
    <Tooltip label="Play">
      <ActionIcon
        component={Link}
        to={`?vid=${code}&from=youtubevids&id=${recipe.recipe_id}`}
        variant="subtle"
        size="lg"
        aria-label={`Play video of ${recipe.recipe_name}`}
        {...returnFocusTo(`play-${recipe.recipe_id}`)}
      >
        <IconPlayerPlay size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** Spec 2.3 /youtubevids without a video: the cook's recipes that carry one. */
export function VideoTable({ recipes, failed }: { recipes: RecipeListItem[] | undefined; failed: boolean }) {
  let body;
  if (recipes === undefined)
    body = <TableMessageRow columns={3}>{failed ? 'The videos could not be loaded.' : 'Loading…'}</TableMessageRow>;
  else if (recipes.length === 0) body = <TableMessageRow columns={3}>No recipes with a video yet.</TableMessageRow>;
  else
    body = recipes.map((recipe) => (
      <Table.Tr key={recipe.recipe_id}>
        <Table.Td fw={600} className={LIST_TITLE}>
          {recipe.recipe_name}
        </Table.Td>
        <ListNoteCell label="Recipe Note" note={recipe.recipe_note} />
        <Table.Td className={LIST_TOOLS}>
          <PlayLink recipe={recipe} />
        </Table.Td>
      </Table.Tr>
    ));
  return (
    <ListTable minWidth={recipes?.length ? 480 : undefined} striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Recipe Name</Table.Th>
          <Table.Th scope="col">Recipe Note</Table.Th>
          <Table.Th scope="col">Play</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody aria-busy={recipes === undefined && !failed}>{body}</Table.Tbody>
    </ListTable>
  );
}
