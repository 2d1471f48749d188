import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

/**
 * Fiz's Mantine theme, for the app and for the pages prerendered at build time. Its CSS variables come from a
 * stylesheet made at build time (themeVariables.css, imported with Mantine's styles), not worked out on every load.
 */
export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      defaultColorScheme="light"
    >
      {children}
    </MantineProvider>
  );
}
