import { Table, Text } from '@mantine/core';

/** One row across the whole table that says something instead of data: loading, empty, failed. */
export function TableMessageRow({ columns, children }: { columns: number; children: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text ta="center" py="md">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
