import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import './Chef.css';

/** Chef Basil himself beside a line on what the page does; the picture only decorates, so it has no text. */
export function ChefIntro({ children }: { children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <img src="/chef-basil.svg" alt="" width={72} height={72} className="fiz-chef-portrait" />
      <Text>{children}</Text>
    </Group>
  );
}
