import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Warns before unsaved changes are lost: in-app navigation is held for a confirm modal, and leaving the
 * site (reload, close, typed address) gets the browser's own prompt.
 */
export function useLeaveGuard(isDirty: boolean) {
  // Set just before the editor navigates on purpose (after Add, New Recipe or Delete), when the form may
  // still look dirty until it re-renders.
  const leaving = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isDirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const allowLeave = useCallback(() => {
    leaving.current = true;
  }, []);
  return { blocker, allowLeave };
}
