import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

interface IngredientRowToolProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  red?: boolean;
  buttonRef?: (button: HTMLButtonElement | null) => void;
  children: ReactNode;
}

/** One of an ingredient row's icon buttons, named for what it does to which ingredient. */
export function IngredientRowTool({ label, onClick, disabled, red, buttonRef, children }: IngredientRowToolProps) {
  return (
    <Tooltip label={label} disabled={disabled}>
      <ActionIcon
        variant="subtle"
        color={red ? 'red' : undefined}
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
        ref={buttonRef}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
