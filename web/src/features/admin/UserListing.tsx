import { Alert, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { USER_LIST_PAGE_SIZE, USER_SEARCH_MAX, type AdminUser } from '@fiz/core/admin';
import { pageCount, pageOffset } from '@fiz/core/recipe';
import { ConfirmDeleteModal } from '../../components/ui/ConfirmDeleteModal';
import { refusalMessage } from '../../lib/api';
import { Pager } from '../../components/ui/Pager';
import { usePageParam } from '../../lib/usePageParam';
import { userCountQuery, userListQuery } from './admin.queries';
import { useDeleteUser } from './admin.mutations';
import { UserDetailsModal } from './UserDetailsModal';
import { UserTable } from './UserTable';

/** How long typing pauses before the search runs. */
const SEARCH_DEBOUNCE_MS = 400;

/**
 * Spec 2.3 and 9: the cooks 10 a page (the page kept in the address), each editable and deletable; and a search
 * by part of a name or email, or by id, for a site with more cooks than pages to leaf through.
 */
export function UserListing() {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  // The page must be known before its list is asked for, so the number of pages comes from the user count, or,
  // while searching, from how many the search found.
  const { data: everyone } = useQuery(userCountQuery('all'));
  // How many the search found, from its answers (the same on every page), kept as the next page is fetched.
  const [found, setFound] = useState<{ search: string; total: number }>();
  const total = search ? (found?.search === search ? found.total : undefined) : everyone;
  const pages = total === undefined ? undefined : pageCount(total, USER_LIST_PAGE_SIZE);
  const [page, setPage] = usePageParam(pages);
  const { data, isError, isPlaceholderData } = useQuery(
    userListQuery(USER_LIST_PAGE_SIZE, pageOffset(page, USER_LIST_PAGE_SIZE), search),
  );
  if (search && data && !isPlaceholderData && data.total !== total) setFound({ search, total: data.total });
  // A new search starts at its first page.
  const searched = useRef(search);
  useEffect(() => {
    if (searched.current === search) return;
    searched.current = search;
    setPage(1);
  }, [search, setPage]);

  const [selected, setSelected] = useState<AdminUser | null>(null);
  const [editing, editModal] = useDisclosure(false);
  const [deleting, deleteModal] = useDisclosure(false);
  const openWith = (open: () => void) => (user: AdminUser) => {
    setSelected(user);
    open();
  };
  const deleteUser = useDeleteUser();
  const confirmDelete = () => {
    if (selected) deleteUser.mutate({ userId: selected.user_id }, { onSettled: deleteModal.close });
  };

  return (
    <Stack gap="sm">
      {/* A refusal (the last Admin cannot go) is the server's own words. */}
      {deleteUser.isError && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={deleteUser.reset}>
          {refusalMessage(deleteUser.error, 'The user could not be deleted. Please try again.')}
        </Alert>
      )}
      <TextInput
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        maxLength={USER_SEARCH_MAX}
        label="Find a cook"
        placeholder="Part of a name or email, or a user id"
        leftSection={<IconSearch size={18} aria-hidden />}
        maw={420}
      />
      <UserTable
        users={data?.users}
        failed={isError}
        emptyText={search ? `No cooks match “${search}”.` : 'No users yet.'}
        onEdit={openWith(editModal.open)}
        onDelete={openWith(deleteModal.open)}
      />
      {pages !== undefined && <Pager page={page} pages={pages} onChange={setPage} />}
      <UserDetailsModal opened={editing} user={selected} onClose={editModal.close} />
      <ConfirmDeleteModal
        opened={deleting}
        title="Delete user"
        message={`Are you sure you want to delete user ${selected?.user_id}?`}
        deleting={deleteUser.isPending}
        onCancel={deleteModal.close}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
