import { UnstyledButton } from '@mantine/core';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { FixedTip } from '../../components/ui/FixedTip';

/** A tap shows the tip this long; hover and focus show it for as long as they last. */
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
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        {children}
      </UnstyledButton>
    </FixedTip>
  );
}
