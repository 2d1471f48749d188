import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_VARIABLES_FILE, themeVariablesCss } from '../../build/theme-variables';

describe("the theme's CSS variables", () => {
  it('are the ones Mantine works out from the theme: run web/build/theme-variables.ts after changing it', () => {
    expect(readFileSync(THEME_VARIABLES_FILE, 'utf8')).toBe(themeVariablesCss());
  });

  it("carry Fiz's colours and the darker dimmed and error text", () => {
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-basil-filled)');
    expect(css).toContain('--mantine-color-dimmed: #5c6670');
    expect(css).toContain('--mantine-color-error: #c92a2a');
  });
});
