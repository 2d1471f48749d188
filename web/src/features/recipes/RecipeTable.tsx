import { Alert, Stack, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { RecipeListItem } from '@fiz/core/recipe';
import { ConfirmDeleteModal } from '../../components/ui/ConfirmDeleteModal';
import { RecipeRowTools, type RecipeTool, type VideoFrom } from './RecipeRowTools';
import { failureMessage } from '../../lib/api';
import { useSession } from '../../lib/session.queries';
import { useDeleteRecipe } from './recipes.mutations';
import { TableMessageRow } from '../../components/ui/TableMessageRow';
import { LIST_TITLE, LIST_TOOLS, ListNoteCell, ListTable } from '../../components/ui/ListTable';

interface RecipeTableProps {
  /** Undefined until the first answer arrives. */
  recipes: RecipeListItem[] | undefined;
  /** The list could not be fetched: say so rather than claim there are no recipes. */
  failed?: boolean;
  tools: readonly RecipeTool[];
  toolsHeader: 'Tasks' | 'Tools';
  nameHeader?: 'Recipe Name' | 'Name';
  /** Where the video player returns to. */
  from?: VideoFrom;
  /** Said in place of the rows when there are none. */
  emptyText?: string;
}

/** Spec 2.3 recipe tables: stats list, /recipelist and favourites. */
export function RecipeTable({
  recipes,
  failed = false,
  tools,
  toolsHeader,
  nameHeader = 'Recipe Name',
  from = 'recipelist',
  emptyText = 'No recipes yet.',
}: RecipeTableProps) {
  const [toDelete, setToDelete] = useState<RecipeListItem | null>(null);
  const [confirming, { open, close }] = useDisclosure(false);
  const deleteRecipe = useDeleteRecipe();

  const headers = ['Recipe ID', nameHeader, 'Note', 'Shared', toolsHeader] as const;
  const [idHeader, , noteHeader, sharedHeader] = headers;

  const { user } = useSession();
  // Only the owner can delete (an Admin reading another cook's list included): no icon that can only fail.
  const toolsFor = (recipe: RecipeListItem) =>
    recipe.recipe_user_id === user?.user_id ? tools : tools.filter((tool) => tool !== 'delete');
  const askToDelete = (recipe: RecipeListItem) => {
    setToDelete(recipe);
    open();
  };
  const confirmDelete = () => {
    if (toDelete) deleteRecipe.mutate(toDelete.recipe_id, { onSettled: close });
  };

  let body;
  if (recipes === undefined)
    body = (
      <TableMessageRow columns={headers.length}>
        {failed ? 'The recipes could not be loaded.' : 'Loading…'}
      </TableMessageRow>
    );
  else if (recipes.length === 0) body = <TableMessageRow columns={headers.length}>{emptyText}</TableMessageRow>;
  else
    body = recipes.map((recipe) => (
      <Table.Tr key={recipe.recipe_id}>
        <Table.Td data-label={idHeader}>{recipe.recipe_id}</Table.Td>
        <Table.Td fw={600} className={LIST_TITLE}>
          {recipe.recipe_name}
        </Table.Td>
        <ListNoteCell label={noteHeader} note={recipe.recipe_note} />
        <Table.Td data-label={sharedHeader}>
          {recipe.recipe_share === 'Yes' && (
            <IconCheck
              size={20}
              role="img"
              aria-label="Shared"
              color="var(--mantine-color-basil-7)"
              style={{ verticalAlign: 'middle' }}
            />
          )}
        </Table.Td>
        <Table.Td className={LIST_TOOLS}>
          <RecipeRowTools recipe={recipe} tools={toolsFor(recipe)} from={from} onDelete={askToDelete} />
        </Table.Td>
      </Table.Tr>
    ));

  return (
    <Stack gap="sm">
      {deleteRecipe.isError && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={deleteRecipe.reset}>
          {failureMessage('Delete failed. Please try again.', deleteRecipe.error)}
        </Alert>
      )}
      {/* Fits a 640 px window (200% zoom) whole; narrower, each row is a block with its tools beside its name, and
          a message in place of rows fits the window. */}
      <ListTable minWidth={recipes?.length ? 560 : undefined} striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header} scope="col">
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={recipes === undefined && !failed}>{body}</Table.Tbody>
      </ListTable>
      <ConfirmDeleteModal
        title="Delete recipe"
        opened={confirming}
        message={`Delete "${toDelete?.recipe_name ?? ''}"? This cannot be undone.`}
        deleting={deleteRecipe.isPending}
        onCancel={close}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
