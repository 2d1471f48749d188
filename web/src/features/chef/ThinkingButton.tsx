import { Button } from '@mantine/core';
import type { MouseEvent } from 'react';
import { CHEF_MESSAGES } from '@fiz/core/chef';

interface ThinkingButtonProps {
  label: string;
  thinking: boolean;
  type?: 'button' | 'submit';
  onClick?: () => void;
}

/**
 * Spec 4.4: reads 'Thinking…' while Chef Basil works. It is marked disabled rather than made disabled, so the
 * keyboard focus stays on it instead of falling back to the top of the page.
 */
export function ThinkingButton({ label, thinking, type = 'button', onClick }: ThinkingButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (thinking) event.preventDefault();
    else onClick?.();
  };
  return (
    <Button type={type} data-disabled={thinking || undefined} aria-disabled={thinking || undefined} onClick={click}>
      {thinking ? CHEF_MESSAGES.thinkingButton : label}
    </Button>
  );
}
