/** Spec 2.1: a narrow screen or a mobile user agent counts as mobile, unless a desktop preference is stored. */
export const MOBILE_BREAKPOINT_PX = 768;
const DESKTOP_PREFERENCE_KEY = 'fiz.desktop';
const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i;

/** ?desktop=1 on any page stores the preference for the full site; ?desktop=0 forgets it again. */
export function rememberDesktopPreference(search: string): void {
  const asked = new URLSearchParams(search).get('desktop');
  if (asked === '1') localStorage.setItem(DESKTOP_PREFERENCE_KEY, '1');
  else if (asked === '0') localStorage.removeItem(DESKTOP_PREFERENCE_KEY);
}

export function isMobileDevice(): boolean {
  if (localStorage.getItem(DESKTOP_PREFERENCE_KEY) === '1') return false;
  const narrow = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;
  return narrow || MOBILE_AGENT.test(navigator.userAgent);
}
