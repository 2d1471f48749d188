import { Table, Text, type TableProps } from '@mantine/core';
import './ListTable.css';

interface ListTableProps extends TableProps {
  /** How wide the rows need to be to read as a table; undefined while there are no rows. */
  minWidth: number | undefined;
}

/**
 * A list of rows a cook acts on with the tools at each row's end. With room enough it is a table; on a screen under
 * 640 px (a phone, or a window at 400% zoom) each row becomes a block instead: its title (`LIST_TITLE`) and its tools
 * (`LIST_TOOLS`) on the first line, then each other cell on a line of its own, named by its column (`data-label`),
 * so the tools never leave the screen and the page never scrolls sideways. In between, a table wider than its room
 * scrolls sideways inside itself.
 */
export function ListTable({ minWidth, className, ...table }: ListTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} classNames={{ scrollContainerInner: 'fiz-list-table-room' }}>
      <Table {...table} className={className ? `fiz-list-table ${className}` : 'fiz-list-table'} />
    </Table.ScrollContainer>
  );
}

/** The cell that names a row (the recipe's name), first when the row is a block. */
export const LIST_TITLE = 'fiz-list-title';
/** The cell of a row's tools, beside its title when the row is a block. */
export const LIST_TOOLS = 'fiz-list-tools';

/** A cell of what a cook wrote (a note), cut to two lines; none shown, and no line when the row is a block, if empty. */
export function ListNoteCell({ label, note }: { label: string; note: string }) {
  return (
    <Table.Td className="fiz-cell-text" data-label={label}>
      {note && (
        <Text size="sm" lineClamp={2}>
          {note}
        </Text>
      )}
    </Table.Td>
  );
}
