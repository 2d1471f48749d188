import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Flash } from '../../../components/ui/useFlash';

/** The page that opened the editor may leave word of what it did (an import, and whether its photo came). */
export interface ArrivalState {
  notice?: Flash;
}

/** Shown until the cook closes it: it may say what still needs doing, so it does not fade on a timer. */
export function ArrivalNotice() {
  const notice = (useLocation().state as ArrivalState | null)?.notice;
  const [open, setOpen] = useState(true);
  if (!notice || !open) return null;
  const failed = notice.kind === 'error';
  return (
    <Alert
      color={failed ? 'orange' : 'basil'}
      role={failed ? 'alert' : 'status'}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => setOpen(false)}
    >
      {notice.text}
    </Alert>
  );
}
