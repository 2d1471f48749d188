import { UnstyledButton } from '@mantine/core';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { FixedTip } from '../../components/ui/FixedTip';

/**
 * A tap shows the tip this long; a mouse's hover and keyboard focus show it for as long as they last. A tap also
 * focuses the tab and, on touch screens, counts as a hover that never ends, so neither keeps the tip up.
 */
const TAP_TIP_MS = 2500;
/** Sent when a tab's tip opens, with the tip's id: the other tabs close theirs, so tips never pile up. */
const TIP_OPENED = 'fiz-upgrade-tip-opened';

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
  useEffect(() => {
    if (opened) window.dispatchEvent(new CustomEvent(TIP_OPENED, { detail: tipId }));
  }, [opened, tipId]);
  useEffect(() => {
    const closeForAnother = (event: Event) => {
      if ((event as CustomEvent<string>).detail === tipId) return;
      setHovered(false);
      setFocused(false);
      setTapped(false);
    };
    window.addEventListener(TIP_OPENED, closeForAnother);
    return () => window.removeEventListener(TIP_OPENED, closeForAnother);
  }, [tipId]);
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
