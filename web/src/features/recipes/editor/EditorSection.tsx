import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import './RecipeEditor.css';

/**
 * One block of the editor below the name and note, headed by an h2 under the page's h1. Not a named region:
 * the Method block would then share its name with the Method field it holds.
 */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" className="fiz-editor-section">
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
