/**
 * Spec 4.2: method text is split into steps at full stops, bars and line breaks; blank steps are dropped and
 * the steps are saved as lines. A full stop splits only where a sentence ends (before a space or the end),
 * so "1.5 cups" and "180.5°C" stay whole.
 */
const STEP_BOUNDARY = /\r?\n|\||\.(?=\s|$)/;

export function splitMethod(text: string): string[] {
  return text
    .split(STEP_BOUNDARY)
    .map((step) => step.trim())
    .filter((step) => step.length > 0);
}

/** The stored form: one step per line. */
export function normalizeMethod(text: string): string {
  return splitMethod(text).join('\n');
}
