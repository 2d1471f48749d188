import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** A desktop page: its heading (also the browser tab title) above its content. */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} · Fiz`);
  return (
    <Stack gap="lg" component="section" aria-labelledby="page-title">
      <Title order={1} id="page-title" size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
