/**
 * Whether the entry before this one in the tab's history is a page of Fiz, so going back stays in the app.
 * react-router numbers its entries (history.state.idx) from 0 at the first page of the visit, and a redirect that
 * replaces an entry (to log in, then on to the page asked for) keeps its number: location.key alone would take
 * the page before the visit (another site) for one of Fiz's.
 */
export const canGoBackInApp = (): boolean => ((window.history.state as { idx?: unknown } | null)?.idx ?? 0) !== 0;
