import { ActionIcon, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface RowButtonProps {
  /** The tooltip: what the icon does ("Edit"). */
  tip: string;
  /** What a screen reader says: the action and its subject ("Edit user 3"). */
  label: string;
  icon: Icon;
  /** Red, for a destructive action. */
  danger?: boolean;
  onClick: () => void;
}

/** One icon button of a table row or list item (edit, delete…), with its tooltip. */
export function RowButton({ tip, label, icon: RowIcon, danger = false, onClick }: RowButtonProps) {
  return (
    <Tooltip label={tip}>
      <ActionIcon variant="subtle" color={danger ? 'red' : undefined} size="lg" aria-label={label} onClick={onClick}>
        <RowIcon size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
