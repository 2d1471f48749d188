import { Button, Loader, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';

type BusyButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'disabled'> & {
    /** While its request runs: shown with a spinner, and clicks (or Enter in its form) do nothing. */
    busy: boolean;
    disabled?: boolean;
  };

/**
 * A button that waits for its request without giving up the keyboard focus. Made disabled, as Mantine's own
 * loading state does, the focused button would drop the focus to the top of the page (WCAG 2.4.3); marked
 * disabled instead, it keeps it.
 */
export function BusyButton({ busy, onClick, type = 'button', rightSection, ...props }: BusyButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <Button
      type={type}
      {...props}
      onClick={click}
      data-disabled={busy || undefined}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      rightSection={busy ? <Loader size={14} color="currentColor" aria-hidden /> : rightSection}
    />
  );
}
