// The script of the sign-in page's prerendered HTML (dist/signin.html, scripts/prerender-plugin.ts). The page is
// already painted and readable; the app (React, the router, the catalogs: ~170 KiB) starts:
// - at once when this visit has something to restore or answer: a link's presets or the provider's answer in the
//   address, a saved language or look, anything the portal keeps in this tab's session storage, a live session of
//   this browser (a member signed in in another tab); the default page is then hidden before its first paint, as it would
//   be the wrong one;
// - otherwise on the visitor's first move (pointer, touch, key, focus), its files fetched ahead once the page has
//   loaded, so a phone spends nothing on a page that is only being looked at.
// The page's buttons work before the app is there: they submit its form (src/features/auth/start-action.ts), whose
// address names what was asked (`/signin?start=sign-in`), and the app carries it out as it starts. Nothing pressed
// is pressed again.
import { liveSessionMember, sessionEndedBy } from './lib/auth/live-session';
import { whenIdle } from './lib/idle';
import { SAVED_LOCALE_KEY, SAVED_THEME_KEY } from './lib/saved-choices';

const root = document.getElementById('root');
// The names the portal gives what it keeps in a tab's session storage (the template flow's locked member among them).
const PORTAL_KEYS = /^(memberPortal|lockedMember$|unreadable$)/;
const FIRST_MOVES = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'];
const content = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

function keysOf(storage: () => Storage): string[] {
  try {
    return Object.keys(storage());
  } catch {
    // Unreadable storage: treat it as holding something, and start the app.
    return ['unreadable'];
  }
}

function liveSession(): boolean {
  try {
    // A member signed in in another tab, or signed out for inactivity (the page then says so).
    return liveSessionMember() !== null || sessionEndedBy() !== null;
  } catch {
    return true;
  }
}

// The parameters the page's own form sends (its buttons' names): an action asked, not a state to restore.
const formFields = new Set(
  [...(root?.querySelectorAll('form [name]') ?? [])].map((field) => field.getAttribute('name')),
);
const askedAction = () => [...new URLSearchParams(window.location.search).keys()].some((key) => formFields.has(key));
const addressToRestore = () =>
  Boolean(window.location.hash) ||
  [...new URLSearchParams(window.location.search).keys()].some((key) => !formFields.has(key));

const somethingToRestore = () =>
  addressToRestore() ||
  // A saved language or look (other saved things, a dismissed banner say, leave this page as it is).
  keysOf(() => localStorage).some((key) => key === SAVED_LOCALE_KEY || key === SAVED_THEME_KEY) ||
  // This tab's session as the portal keeps it: a sign-in under way, a locked member, a dismissed notice... (what other
  // libraries leave there, a sign-out's traces among them, says nothing about this page).
  keysOf(() => sessionStorage).some((key) => PORTAL_KEYS.test(key)) ||
  // The browser's session: a member signed in in another tab.
  liveSession();

function startApp(event?: Event): void {
  // A pointermove that moved nothing is Chromium's own: it sends one when the page's layout changes under a resting
  // mouse cursor (a cursor parked over the window as the page loads), which is no visitor's move. A visitor's first
  // real move follows it within a frame.
  if (event?.type === 'pointermove' && !(event as MouseEvent).movementX && !(event as MouseEvent).movementY) return;
  for (const type of FIRST_MOVES) removeEventListener(type, startApp, true);
  // index.html's own entry, named in the page by the build (an import() of it here would make the bundler fold
  // index.html's entry into this one).
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = content('portal-app-entry');
  document.head.append(script);
}

/**
 * The app's files, fetched into the HTTP cache (not parsed, not run) once the page has loaded, by a worker
 * (sign-in-fetch-ahead.worker.ts says why), at low priority. A plain fetch, not <link rel=modulepreload>, which
 * compiles each file on the main thread as it arrives.
 */
function fetchAppAhead(): void {
  const files = content('portal-app-files').split(' ').filter(Boolean);
  new Worker(new URL('./sign-in-fetch-ahead.worker.ts', import.meta.url)).postMessage(files);
}

// While a pointer is down the app waits before taking the page over (src/app/prerender/take-over.ts): the click must
// land on the element it started on.
addEventListener('pointerdown', () => root?.setAttribute('data-pointer-down', ''), true);
for (const type of ['pointerup', 'pointercancel'])
  addEventListener(type, () => root?.removeAttribute('data-pointer-down'), true);

// Submitted before the app is there: the browser's own GET, replacing this entry rather than adding one, so that Back
// from the identity provider's page comes here once, not twice. (Once the app has taken over, its form is another
// element, outside this listener, and the app handles the submit itself.)
root?.addEventListener('submit', (event) => {
  const form = event.target as HTMLFormElement;
  if (form.method !== 'get') return;
  event.preventDefault();
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form, event.submitter))
    if (typeof value === 'string') query.append(name, value);
  window.location.replace(`${form.action}?${query.toString()}`);
});

if (somethingToRestore()) {
  // The default page would be the wrong one (another language or look, or a member already signed in): not shown,
  // and this script blocks the first paint until here (blocking="render"), so it never flashes. The app replaces it.
  if (root) root.style.visibility = 'hidden';
  startApp();
} else if (askedAction()) {
  // A button of this page pressed before the app was there: the app starts at once and carries it out, this page
  // (the right one) staying on screen meanwhile.
  startApp();
} else {
  for (const type of FIRST_MOVES) addEventListener(type, startApp, { capture: true, passive: true });
  // In an idle moment after the load, not in the load event's task: that task also holds the page's first layout, and
  // starting the worker there (~6 ms) made it the page's one long task on a slow phone (Lighthouse's trace: 18 ms at
  // full speed, four times that throttled), the whole of its Total Blocking Time on a slow host.
  // (idle.ts is in the build's 'first-paint' chunk group, with the other modules this script shares with the app.)
  const fetchWhenIdle = () => whenIdle(fetchAppAhead, 1000);
  if (document.readyState === 'complete') fetchWhenIdle();
  else addEventListener('load', fetchWhenIdle, { once: true });
}
