import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The new page's heading; a page still loading its code shows it a moment later. */
const HEADING = 'main h1';
const WAIT_FOR_HEADING_MS = 3000;

/**
 * Moves the focus to the page's heading once it is shown, unless the page has put the focus somewhere itself (a
 * chosen field): `left` is what had the focus when the route changed. Answers how to stop waiting.
 */
function focusHeadingOnArrival(left: Element | null): () => void {
  const focusHeading = () => {
    const heading = document.querySelector<HTMLElement>(HEADING);
    if (!heading) return false;
    const focused = document.activeElement;
    if (focused === left || focused === document.body || focused === null) {
      // Focusable from script only: Tab still passes it by.
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    return true;
  };
  if (focusHeading()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Spec 2.1: every route change starts at the top of the page. The focus moves to the new page's heading too, so a
 * screen reader says where the cook has arrived and the next Tab goes on from the page, not from the link that
 * led there or the top of the document (WCAG 2.4.3). The first page of a visit keeps the browser's own start.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    return focusHeadingOnArrival(document.activeElement);
  }, [pathname]);
  return null;
}
