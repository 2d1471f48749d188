import { Group, Loader, Text } from '@mantine/core';
import { CHEF_MESSAGES } from '@fiz/core/chef';

/** Spec 4.4: always in the page, so screen readers announce the line when Chef Basil starts thinking. */
export function ChefThinking({ thinking }: { thinking: boolean }) {
  return (
    <div role="status">
      {thinking && (
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text fw={600}>{CHEF_MESSAGES.thinking}</Text>
        </Group>
      )}
    </div>
  );
}
