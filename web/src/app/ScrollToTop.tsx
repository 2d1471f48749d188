import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { findControl, rememberActivated, rememberedControl } from '../components/ui/returnFocus';

/** The new page's heading; a page still loading its code shows it a moment later. */
const HEADING = 'main h1';
const WAIT_FOR_HEADING_MS = 3000;
/** A list shows its rows once they have loaded, which can take longer than its heading. */
const WAIT_FOR_CONTROL_MS = 5000;

/** Marks a focus that shows no ring (controls.css) until it moves on. */
const QUIET_FOCUS = 'data-quiet-focus';

/**
 * Focuses the heading of a page the app went to by itself, a redirect (/ to /mlogin, a login to /mrecipes): the
 * keyboard carries on from it, but a ring round a heading the cook never chose only puzzles them, on a phone most
 * of all. It comes back as usual for whatever the cook moves to next.
 */
function focusQuietly(heading: HTMLElement) {
  heading.setAttribute(QUIET_FOCUS, '');
  heading.addEventListener('blur', () => heading.removeAttribute(QUIET_FOCUS), { once: true });
  heading.focus({ preventScroll: true });
}

/**
 * Moves the focus to the page's heading once it is shown, unless the page has put the focus somewhere itself (a
 * chosen field): `left` is what had the focus when the route changed. A loading page's heading that gives way to
 * the loaded page's own (the print page's) hands the focus on to it. With a `control` to return to, the focus then
 * moves on to it once it is shown too; a control that never shows (its recipe deleted) leaves it on the heading.
 * Neither takes the focus from where the cook has moved it meanwhile. Answers how to stop waiting.
 */
function focusOnArrival(left: Element | null, control: string | undefined, redirected: boolean): () => void {
  let from = left;
  let heading: HTMLElement | null = null;
  const untouched = () => {
    const focused = document.activeElement;
    return focused === null || focused === document.body || focused === from || focused === heading;
  };
  /** Whether there is nothing left to wait for. */
  const arrive = () => {
    const target = control === undefined ? null : findControl(control);
    if (target) {
      if (untouched()) {
        target.focus({ preventScroll: true });
        target.scrollIntoView({ block: 'center' });
      }
      return true;
    }
    if (heading?.isConnected) return false;
    const shown = document.querySelector<HTMLElement>(HEADING);
    if (!shown) return false;
    if (untouched()) {
      // Focusable from script only: Tab still passes it by.
      if (!shown.hasAttribute('tabindex')) shown.tabIndex = -1;
      if (redirected) focusQuietly(shown);
      else shown.focus({ preventScroll: true });
    }
    heading = shown;
    // Once the page has its focus, the control that led here is one the cook chose, if they go back to it.
    from = null;
    return false;
  };
  if (arrive()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (arrive()) stop();
  });
  const timer = window.setTimeout(() => stop(), control === undefined ? WAIT_FOR_HEADING_MS : WAIT_FOR_CONTROL_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * The history entry the browser is on at this moment: react-router keeps its key in history.state ("default" for
 * the first entry of a visit), the same key its location carries.
 */
const currentEntryKey = () => (window.history.state as { key?: string } | null)?.key ?? 'default';

/**
 * Notes, for each history entry, the control the cook last activated on its page (see returnFocus). The entry is
 * read at the click, not kept from the last render: a page that has just replaced its address (the search copying
 * itself into it) is already on a new entry before React has run its effects.
 */
function useActivatedControls() {
  useEffect(() => {
    // Capturing, so it is noted before the click's own handler navigates away.
    const remember = (event: MouseEvent) => rememberActivated(currentEntryKey(), event.target);
    document.addEventListener('click', remember, true);
    return () => document.removeEventListener('click', remember, true);
  }, []);
}

/** What makes another page: its path, and on /youtubevids whether it plays a video (?vid=) or lists them. */
function pageOf({ pathname, search }: { pathname: string; search: string }): string {
  return pathname === '/youtubevids' && new URLSearchParams(search).has('vid') ? `${pathname}?vid` : pathname;
}

/**
 * Spec 2.1: every route change starts at the top of the page. The focus moves to the new page's heading too, so a
 * screen reader says where the cook has arrived and the next Tab goes on from the page, not from the link that
 * led there or the top of the document (WCAG 2.4.3). Going back (or forward) to a page left from one of its row's
 * controls (a list's Edit or Print), the focus returns to that control instead, scrolled into view. The first page
 * of a visit keeps the browser's own start; a page redirected to takes the focus without a ring.
 */
export function ScrollToTop() {
  const location = useLocation();
  const { key } = location;
  const page = pageOf(location);
  const navigationType = useNavigationType();
  const firstPage = useRef(true);
  useActivatedControls();
  useEffect(() => {
    window.scrollTo(0, 0);
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    // Only a return through the history: following a link to the same list again starts from its heading.
    const control = navigationType === 'POP' ? rememberedControl(key) : undefined;
    // A page replaced in the history is a redirect: no link the cook followed leads there.
    return focusOnArrival(document.activeElement, control, navigationType === 'REPLACE');
    // Once per page: a new address on the same page (its list's ?page=) keeps the focus on the control that asked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);
  return null;
}
