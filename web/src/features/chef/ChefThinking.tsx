import { Group, Loader, Stack, Text } from '@mantine/core';
import { CHEF_MESSAGES, STILL_THINKING_MS } from '@fiz/core/chef';
import { useElapsed } from '../../lib/useElapsed';

/** Mounted as each wait starts, so its clock starts then too. */
function Thinking() {
  const long = useElapsed(STILL_THINKING_MS);
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text fw={600}>{CHEF_MESSAGES.thinking}</Text>
      </Group>
      {long && <Text fz="sm">{CHEF_MESSAGES.stillThinking}</Text>}
    </Stack>
  );
}

/**
 * Spec 4.4: always in the page, so screen readers announce the line when Chef Basil starts thinking; and, when the
 * answer is slow, that it can take a while (the server gives up after 30 s).
 */
export function ChefThinking({ thinking }: { thinking: boolean }) {
  return <div role="status">{thinking && <Thinking />}</div>;
}
