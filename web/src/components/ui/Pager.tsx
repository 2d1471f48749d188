import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

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
  // The other button is itself disabled until the new page renders (the address changes in a transition), so it
  // takes the focus once that page is shown.
  const focusOnPage = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    focusOnPage.current?.focus();
    focusOnPage.current = null;
  }, [page]);
  const go = (to: number) => {
    onChange(to);
    if (to <= 1) focusOnPage.current = next.current;
    else if (to >= pages) focusOnPage.current = previous.current;
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
