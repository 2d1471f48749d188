import { Alert } from '@mantine/core';
import type { Flash } from './useFlash';

/** Failures interrupt (alert); successes are announced politely (status). */
export function FlashAlert({ flash }: { flash: Flash | null }) {
  if (!flash) return null;
  const failed = flash.kind === 'error';
  return (
    <Alert color={failed ? 'red' : 'basil'} role={failed ? 'alert' : 'status'}>
      {flash.text}
    </Alert>
  );
}
