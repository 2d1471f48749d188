/**
 * Coming back (Back, or a Close that goes back) to a list left from one of its rows, the focus returns to the
 * control the cook used there, so they carry on from that row instead of tabbing through the page again. A control
 * takes part by carrying `returnFocusTo(name)`, a name unique on its page (the tool and the recipe id); ScrollToTop
 * remembers the last one activated on each history entry and focuses it again on return.
 */
const ATTRIBUTE = 'data-return-focus';

/** The props that let the focus come back to this control: spread them onto it. */
export const returnFocusTo = (name: string) => ({ [ATTRIBUTE]: name });

// Per history entry (react-router's location.key). Only this visit's entries: a reload starts afresh, and its first
// page keeps the browser's own start anyway.
const remembered = new Map<string, string>();
const REMEMBERED_MAX = 50;

/**
 * Notes what a click (a key press on a link or button is one too) activated on the entry's page: a control that
 * takes part, or nothing, so leaving by any other way (a menu link) comes back to the heading as before.
 */
export function rememberActivated(entryKey: string, target: EventTarget | null): void {
  const control = target instanceof Element ? target.closest(`[${ATTRIBUTE}]`) : null;
  const name = control?.getAttribute(ATTRIBUTE);
  remembered.delete(entryKey);
  if (!name) return;
  remembered.set(entryKey, name);
  // The oldest entries first: a Map keeps its insertion order.
  for (const oldest of remembered.keys()) {
    if (remembered.size <= REMEMBERED_MAX) break;
    remembered.delete(oldest);
  }
}

/** The name of the control last activated on this history entry's page, if any. */
export const rememberedControl = (entryKey: string): string | undefined => remembered.get(entryKey);

/** The control of that name, once its page shows it (its row may be gone: deleted meanwhile). */
export const findControl = (name: string): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[${ATTRIBUTE}="${CSS.escape(name)}"]`);
