import type { ReactNode } from 'react';
import './FixedTip.css';

interface FixedTipProps {
  /** The tip's element id, for the control's aria-describedby. */
  id: string;
  label: string;
  position: 'top' | 'left';
  tone?: 'dark' | 'red';
  opened: boolean;
  children: ReactNode;
}

/**
 * A short tip beside a control on the phone ('Upgrade required', 'Tap again to delete'), there only while
 * opened. CSS places it: the phone's first visit would otherwise download a positioning library (about 14 KB
 * gzipped) for two fixed labels.
 */
export function FixedTip({ id, label, position, tone = 'dark', opened, children }: FixedTipProps) {
  return (
    <span className="fiz-tip-anchor">
      {children}
      {opened && (
        <span role="tooltip" id={id} className="fiz-tip" data-position={position} data-tone={tone}>
          {label}
        </span>
      )}
    </span>
  );
}
