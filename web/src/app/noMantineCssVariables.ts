/**
 * Stands in for Mantine's MantineCssVariables component in the build (web/vite.config.ts). Fiz's theme variables
 * come from a stylesheet made at build time (themeVariables.css), so the provider never renders that component
 * (`withCssVariables={false}`), but its module still works out all of Mantine's default variables when it loads:
 * tens of milliseconds of a phone's startup for nothing.
 */
export function MantineCssVariables(): never {
  throw new Error("Fiz's theme variables come from themeVariables.css: keep withCssVariables={false} (AppTheme.tsx)");
}
