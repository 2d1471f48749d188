import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SlideshowControlsProps {
  index: number;
  count: number;
  stopped: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToggleStopped: () => void;
}

function Control({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** Previous, pause/play and next: pausing is there because moving content must be stoppable (WCAG 2.2.2). */
export function SlideshowControls({
  index,
  count,
  stopped,
  onPrevious,
  onNext,
  onToggleStopped,
}: SlideshowControlsProps) {
  return (
    <Group justify="center" gap="sm">
      <Control label="Previous recipe" onClick={onPrevious}>
        <IconChevronLeft size={20} aria-hidden />
      </Control>
      <Control label={stopped ? 'Play slideshow' : 'Pause slideshow'} onClick={onToggleStopped}>
        {stopped ? <IconPlayerPlay size={20} aria-hidden /> : <IconPlayerPause size={20} aria-hidden />}
      </Control>
      <Control label="Next recipe" onClick={onNext}>
        <IconChevronRight size={20} aria-hidden />
      </Control>
      <Text size="sm">{`${index + 1} of ${count}`}</Text>
    </Group>
  );
}
