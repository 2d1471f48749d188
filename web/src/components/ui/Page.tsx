import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useRef, type ReactNode } from 'react';
import { useFocusKeptOnPage } from './useFocusKeptOnPage';

/** A desktop page: its heading (also the browser tab title) above its content. */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} · Fiz`);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusKeptOnPage(heading);
  return (
    <Stack gap="lg" component="section" aria-labelledby="page-title">
      {/* Focusable from script only, for useFocusKeptOnPage. */}
      <Title order={1} id="page-title" size="h2" ref={heading} tabIndex={-1}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
