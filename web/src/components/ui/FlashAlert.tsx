import { Alert } from '@mantine/core';
import type { Flash } from './useFlash';

/** Out of the layout while empty, so a page's spacing does not change; still in the page for screen readers. */
const EMPTY_REGION = { position: 'absolute' } as const;

/**
 * Failures interrupt (alert); successes are announced politely, inside a status region that is always in the
 * page: a region inserted together with its text is often not read out.
 */
export function FlashAlert({ flash }: { flash: Flash | null }) {
  const failed = flash?.kind === 'error';
  return (
    <>
      <div role="status" style={flash && !failed ? undefined : EMPTY_REGION}>
        {/* Mantine's Alert is an alert by default, which would interrupt as well as be announced politely. */}
        {flash && !failed && (
          <Alert color="basil" role="group">
            {flash.text}
          </Alert>
        )}
      </div>
      {flash && failed && (
        <Alert color="red" role="alert">
          {flash.text}
        </Alert>
      )}
    </>
  );
}
