/**
 * For a Mantine text field: its own text sets its direction, so Hebrew or Arabic runs from the right. Mantine
 * puts a `dir` prop on the field's wrapper, whose direction an input's value does not decide; this puts it on
 * the input itself.
 */
export const DIRECTION_FROM_TEXT = { input: { dir: 'auto' } } as const;
