import { ActionIcon, Stack, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import './RecipeEditor.css';

const scrollTo = (top: number) => window.scrollTo({ top, behavior: 'smooth' });

/** The editor is long: these jump between its buttons at the top and the sundries at the bottom. */
export function ScrollArrows() {
  return (
    <Stack gap="xs" className="fiz-editor-scroll">
      <Tooltip label="Scroll to top" position="left">
        <ActionIcon size="lg" variant="filled" aria-label="Scroll to top" onClick={() => scrollTo(0)}>
          <IconArrowUp size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Scroll to bottom" position="left">
        <ActionIcon
          size="lg"
          variant="filled"
          aria-label="Scroll to bottom"
          onClick={() => scrollTo(document.documentElement.scrollHeight)}
        >
          <IconArrowDown size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Stack>
  );
}
