import { Button, Loader, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';

type BusyButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'disabled'> & {
    /** While its request runs: shown with a spinner, and clicks (or Enter in its form) do nothing. */
    busy: boolean;
    /** Done for now (a message sent, a question saved): clicks do nothing, as while busy, without a spinner. */
    disabled?: boolean;
  };

/**
 * A button that waits for its request without giving up the keyboard focus. Made disabled, as Mantine's own
 * loading state does, the focused button would drop the focus to the top of the page (WCAG 2.4.3); marked
 * disabled instead, it keeps it, busy or done.
 */
export function BusyButton({ busy, disabled, onClick, type = 'button', rightSection, ...props }: BusyButtonProps) {
  const inactive = busy || disabled;
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <Button
      type={type}
      {...props}
      onClick={click}
      data-disabled={inactive || undefined}
      aria-disabled={inactive || undefined}
      aria-busy={busy || undefined}
      rightSection={busy ? <Loader size={14} color="currentColor" aria-hidden /> : rightSection}
    />
  );
}
