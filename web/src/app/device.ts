/** Spec 2.1: a narrow screen or a mobile user agent counts as mobile, unless a desktop preference is stored. */
export const MOBILE_BREAKPOINT_PX = 768;
export const NARROW_SCREEN = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
const DESKTOP_PREFERENCE_KEY = 'fiz.desktop';
const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i;

/** The cook's choice of the full site on this browser (?desktop=1, or the phone's Help), or forgetting it again. */
export function preferDesktop(full: boolean): void {
  if (full) localStorage.setItem(DESKTOP_PREFERENCE_KEY, '1');
  else localStorage.removeItem(DESKTOP_PREFERENCE_KEY);
}

export const prefersDesktop = () => localStorage.getItem(DESKTOP_PREFERENCE_KEY) === '1';

/** ?desktop=1 on any page stores the preference for the full site; ?desktop=0 forgets it again. */
export function rememberDesktopPreference(search: string): void {
  const asked = new URLSearchParams(search).get('desktop');
  if (asked === '1' || asked === '0') preferDesktop(asked === '1');
}

/** A phone's browser, by its user agent, whatever the cook prefers; the screen's width is the other sign. */
export const isMobileAgent = () => MOBILE_AGENT.test(navigator.userAgent);

export function isMobileDevice(): boolean {
  return !prefersDesktop() && (window.matchMedia(NARROW_SCREEN).matches || isMobileAgent());
}
