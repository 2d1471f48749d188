import { Alert, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const basil: MantineColorsTuple = [
  '#eef7f0',
  '#dcefe1',
  '#b5dec1',
  '#8bcc9f',
  '#67bd82',
  '#4fb36f',
  '#3d9a5c',
  '#2f7d4a',
  '#25653b',
  '#1a4d2c',
];

/** Mantine's reds, darkened from shade 7 so white text on a red button meets AA contrast. */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#fa5252',
  '#c92a2a',
  '#b02525',
  '#962020',
];

export const theme = createTheme({
  primaryColor: 'basil',
  primaryShade: 7,
  colors: { basil, red },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    // Coloured alert titles on their light backgrounds fall short of AA contrast; the body colour does not.
    Alert: Alert.extend({ styles: { title: { color: 'var(--mantine-color-text)' } } }),
    // A dialog's title bar is a <header>, which would count as a second banner landmark beside the page's own.
    // A plain object, not Modal.extend: that would bring the modal's code into every page's first download.
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
    // An icon button's tip shows on keyboard focus too, not only under a mouse: its icon alone says little.
    Tooltip: { defaultProps: { events: { hover: true, focus: true, touch: false } } },
  },
});

/** Dimmed, placeholder and error text dark enough to read on white (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c6670',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-error': '#c92a2a',
  },
  dark: {},
});
