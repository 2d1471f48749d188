import { Alert, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { USER_LIST_PAGE_SIZE, type AdminUser } from '@fiz/core/admin';
import { pageCount, pageOffset } from '@fiz/core/recipe';
import { ConfirmDeleteModal } from '../../components/ui/ConfirmDeleteModal';
import { refusalMessage } from '../../lib/api';
import { Pager } from '../recipes/Pager';
import { usePageParam } from '../recipes/usePageParam';
import { userCountQuery, userListQuery } from './admin.queries';
import { useDeleteUser } from './admin.mutations';
import { UserDetailsModal } from './UserDetailsModal';
import { UserTable } from './UserTable';

/** Spec 2.3 and 9: the cooks 10 a page (the page kept in the address), each editable and deletable. */
export function UserListing() {
  // The page must be known before its list is asked for, so the number of pages comes from the user count.
  const { data: total } = useQuery(userCountQuery('all'));
  const pages = total === undefined ? undefined : pageCount(total, USER_LIST_PAGE_SIZE);
  const [page, setPage] = usePageParam(pages);
  const { data, isError } = useQuery(userListQuery(USER_LIST_PAGE_SIZE, pageOffset(page, USER_LIST_PAGE_SIZE)));

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
      <UserTable
        users={data?.users}
        failed={isError}
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
