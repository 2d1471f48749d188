import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef } from 'react';

interface PagerProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/**
 * Spec 2.3 previous/next paging with 'Page X of Y' between the buttons. Reaching the first or last page
 * disables the button just pressed, so the focus moves to the other one rather than to the top of the page.
 */
export function Pager({ page, pages, onChange }: PagerProps) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const go = (to: number) => {
    onChange(to);
    if (to <= 1) next.current?.focus();
    else if (to >= pages) previous.current?.focus();
  };
  return (
    <Group justify="center" gap="md" component="nav" aria-label="Pages">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={18} aria-hidden />}
        ref={previous}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        Previous
      </Button>
      <Text aria-live="polite" data-testid="page-indicator">
        {`Page ${page} of ${pages}`}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={18} aria-hidden />}
        ref={next}
        disabled={page >= pages}
        onClick={() => go(page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}
