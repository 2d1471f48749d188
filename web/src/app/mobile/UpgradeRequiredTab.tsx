import { UnstyledButton } from '@mantine/core';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { FixedTip } from '../../components/ui/FixedTip';

/**
 * A tap shows the tip this long; a mouse's hover and keyboard focus show it for as long as they last. A tap also
 * focuses the tab and, on touch screens, counts as a hover that never ends, so neither keeps the tip up.
 */
const TAP_TIP_MS = 2500;

/** Spec 2.4: a tab an Expired cook cannot open, with the tip 'Upgrade required' on hover, focus and tap. */
export function UpgradeRequiredTab({ children }: { children: ReactNode }) {
  const tipId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [tapped, setTapped] = useState(false);
  useEffect(() => {
    if (!tapped) return;
    const timer = window.setTimeout(() => setTapped(false), TAP_TIP_MS);
    return () => window.clearTimeout(timer);
  }, [tapped]);
  const opened = hovered || focused || tapped;
  return (
    <FixedTip id={tipId} label="Upgrade required" position="top" opened={opened}>
      <UnstyledButton
        className="fiz-mobile-tab"
        aria-disabled="true"
        aria-describedby={opened ? tipId : undefined}
        data-disabled
        onClick={() => setTapped(true)}
        onPointerEnter={(event) => setHovered(event.pointerType === 'mouse')}
        onPointerLeave={() => setHovered(false)}
        onFocus={(event) => setFocused(event.currentTarget.matches(':focus-visible'))}
        onBlur={() => setFocused(false)}
      >
        {children}
      </UnstyledButton>
    </FixedTip>
  );
}
