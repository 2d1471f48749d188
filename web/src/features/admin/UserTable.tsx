import { Group, Table } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { AdminUser } from '@fiz/core/admin';
import { USER_LIST_HEADERS, userRowCells } from './userListing';
import './UserTable.css';
import { RowButton } from '../../components/ui/RowButton';
import { TableMessageRow } from '../../components/ui/TableMessageRow';
import { LIST_TITLE, LIST_TOOLS, ListTable } from '../../components/ui/ListTable';

interface UserTableProps {
  /** Undefined until the first answer arrives. */
  users: AdminUser[] | undefined;
  /** The list could not be fetched: say so rather than claim there are no users. */
  failed: boolean;
  /** What an empty list means: no cooks at all, or none the search found. */
  emptyText: string;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

function UserTasks({ user, onEdit, onDelete }: { user: AdminUser } & Pick<UserTableProps, 'onEdit' | 'onDelete'>) {
  // Heard on its own, as a screen reader tabs from button to button: the number alone does not say who.
  const who = `${user.user_id}, ${user.user_name}`;
  return (
    <Group gap={4} wrap="nowrap">
      <RowButton tip="Edit" label={`Edit user ${who}`} icon={IconPencil} onClick={() => onEdit(user)} />
      <RowButton tip="Delete" label={`Delete user ${who}`} icon={IconTrash} danger onClick={() => onDelete(user)} />
    </Group>
  );
}

/**
 * Spec 2.3 User Listing: one row per cook. Narrower than its columns, the table scrolls sideways; on a phone-wide
 * screen each row is a block (ListTable).
 */
export function UserTable({ users, failed, emptyText, onEdit, onDelete }: UserTableProps) {
  let body;
  if (users === undefined)
    body = (
      <TableMessageRow columns={USER_LIST_HEADERS.length}>
        {failed ? 'The users could not be loaded.' : 'Loading…'}
      </TableMessageRow>
    );
  else if (users.length === 0) body = <TableMessageRow columns={USER_LIST_HEADERS.length}>{emptyText}</TableMessageRow>;
  else
    body = users.map((user) => (
      <Table.Tr key={user.user_id} data-testid="user-row">
        <Table.Td data-label={USER_LIST_HEADERS[0]}>{user.user_id}</Table.Td>
        {userRowCells(user).map((cell, index) => (
          // The first name names the row when it is a block (ListTable); every other cell says its column.
          <Table.Td
            key={USER_LIST_HEADERS[index + 1]}
            className={index === 0 ? LIST_TITLE : undefined}
            data-label={index === 0 ? undefined : USER_LIST_HEADERS[index + 1]}
          >
            {cell}
          </Table.Td>
        ))}
        <Table.Td className={LIST_TOOLS}>
          <UserTasks user={user} onEdit={onEdit} onDelete={onDelete} />
        </Table.Td>
      </Table.Tr>
    ));

  return (
    <ListTable
      minWidth={users?.length ? 1040 : undefined}
      striped
      highlightOnHover
      verticalSpacing="sm"
      horizontalSpacing="xs"
      className="fiz-user-table"
    >
      <Table.Thead>
        <Table.Tr>
          {USER_LIST_HEADERS.map((header) => (
            <Table.Th key={header} scope="col">
              {header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody aria-busy={users === undefined && !failed}>{body}</Table.Tbody>
    </ListTable>
  );
}
