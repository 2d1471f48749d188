import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

interface PagerProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Spec 2.3 previous/next paging with 'Page X of Y' between the buttons. */
export function Pager({ page, pages, onChange }: PagerProps) {
  return (
    <Group justify="center" gap="md" component="nav" aria-label="Pages">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={18} aria-hidden />}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Previous
      </Button>
      <Text aria-live="polite" data-testid="page-indicator">
        {`Page ${page} of ${pages}`}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={18} aria-hidden />}
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}
