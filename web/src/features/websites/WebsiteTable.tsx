import { ActionIcon, Anchor, Group, Modal, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconFileImport, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useState } from 'react';
import type { Website } from '@fiz/core/websites';
import { ConfirmDeleteModal } from '../../components/ui/ConfirmDeleteModal';
import { FlashAlert } from '../../components/ui/FlashAlert';
import { useFlash } from '../../components/ui/useFlash';
import { RowButton } from '../../components/ui/RowButton';
import { serverMessage } from '../../lib/api';
import { WebsiteForm } from './WebsiteForm';
import { useDeleteWebsite, useEditWebsite } from './websites.mutations';
import './websites.css';
import { TableMessageRow } from '../../components/ui/TableMessageRow';
import { LIST_TITLE, LIST_TOOLS, ListNoteCell, ListTable } from '../../components/ui/ListTable';

interface WebsiteTableProps {
  /** Undefined until the first answer arrives. */
  websites: Website[] | undefined;
  failed: boolean;
  empty: string;
  caption: string;
}

const COLUMNS = 4;
/** A bookmark saved without a title (its page could not be read) goes by its site's name. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

const nameOf = (website: Website) => website.title || hostOf(website.url);

/** Spec 2.2 websites: bookmarks with open (new tab), edit (modal) and delete (after confirming). */
export function WebsiteTable({ websites, failed, empty, caption }: WebsiteTableProps) {
  const [editing, setEditing] = useState<Website | null>(null);
  const [toDelete, setToDelete] = useState<Website | null>(null);
  const [deleteMessage, setDeleteMessage] = useState('');
  const edit = useEditWebsite();
  const remove = useDeleteWebsite();
  const { flash, show } = useFlash();

  const askToDelete = (website: Website) => {
    setDeleteMessage(`Delete the bookmark "${nameOf(website)}"?`);
    setToDelete(website);
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => show('success', 'Website deleted'),
      onError: (error) => show('error', serverMessage(error, 'Delete failed. Please try again.')),
      onSettled: () => setToDelete(null),
    });
  };

  let body;
  if (websites === undefined)
    body = (
      <TableMessageRow columns={COLUMNS}>{failed ? 'The websites could not be loaded.' : 'Loading…'}</TableMessageRow>
    );
  else if (websites.length === 0) body = <TableMessageRow columns={COLUMNS}>{empty}</TableMessageRow>;
  else
    body = websites.map((website) => (
      <Table.Tr key={website.id}>
        <Table.Td fw={600} className={LIST_TITLE}>
          {nameOf(website)}
        </Table.Td>
        <Table.Td className="fiz-cell-text" data-label="Address">
          <Anchor href={website.url} target="_blank" rel="noopener noreferrer" size="sm">
            {website.url}
          </Anchor>
        </Table.Td>
        <ListNoteCell label="Note" note={website.note} />
        <Table.Td className={LIST_TOOLS}>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Open in a new tab">
              <ActionIcon
                component="a"
                href={website.url}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                size="lg"
                aria-label={`Open ${nameOf(website)} in a new tab`}
              >
                <IconExternalLink size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Import recipe">
              <ActionIcon
                component={Link}
                to={`/importrecipe?url=${encodeURIComponent(website.url)}`}
                variant="subtle"
                size="lg"
                aria-label={`Import the recipe on ${nameOf(website)}`}
              >
                <IconFileImport size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <RowButton
              tip="Edit"
              label={`Edit ${nameOf(website)}`}
              icon={IconPencil}
              onClick={() => {
                // Each opening starts afresh: no refusal left over from the last time.
                edit.reset();
                setEditing(website);
              }}
            />
            <RowButton
              tip="Delete"
              label={`Delete ${nameOf(website)}`}
              icon={IconTrash}
              danger
              onClick={() => askToDelete(website)}
            />
          </Group>
        </Table.Td>
      </Table.Tr>
    ));

  return (
    <Stack gap="sm">
      <FlashAlert flash={flash} />
      <ListTable minWidth={websites?.length ? 560 : undefined} striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Note</Table.Th>
            <Table.Th>Tasks</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </ListTable>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title="Edit Website"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing && (
          <Stack gap="sm">
            {edit.isError && (
              <Text c="red.8" role="alert">
                {serverMessage(edit.error, 'The website could not be saved. Please try again.')}
              </Text>
            )}
            <WebsiteForm
              key={editing.id}
              initial={editing}
              submitLabel="Save"
              saving={edit.isPending}
              onSubmit={async (body) => {
                try {
                  await edit.mutateAsync({ id: editing.id, body });
                } catch {
                  return false;
                }
                setEditing(null);
                edit.reset();
                show('success', 'Website updated');
                return true;
              }}
            />
          </Stack>
        )}
      </Modal>
      <ConfirmDeleteModal
        opened={toDelete !== null}
        title="Delete Website"
        message={deleteMessage}
        deleting={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
