import { useEffect, type RefObject } from 'react';

/**
 * When the focused control goes away with what it acted on (the Delete of a row or card just deleted), the
 * focus moves to the page's heading instead of falling back to the start of the document, so a keyboard or
 * screen reader user carries on from the same page.
 */
export function useFocusKeptOnPage(heading: RefObject<HTMLElement | null>) {
  useEffect(() => {
    // The focus may already be on the page, put there before this listened: ScrollToTop returning it to a row's
    // control, which a refetch then finds deleted.
    let lastFocused: Element | null = document.activeElement === document.body ? null : document.activeElement;
    const onFocusIn = (event: FocusEvent) => {
      lastFocused = event.target instanceof Element ? event.target : null;
    };
    const observer = new MutationObserver(() => {
      if (!lastFocused || lastFocused.isConnected || document.activeElement !== document.body) return;
      lastFocused = null;
      // The deleted row was where the cook was reading: moving the focus up to the heading must not scroll the
      // page up there too.
      heading.current?.focus({ preventScroll: true });
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, [heading]);
}
