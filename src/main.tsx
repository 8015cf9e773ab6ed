import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installNewVersionReload, logCaughtError, logRecoverableError } from './components/errors';
import { takeOverFrom } from './app/prerender/take-over';
import { openedWithSignInAnswer, passBackOverSignIn } from './lib/routing';
import { redrawRestoredPages } from './lib/auth';
import { noteVisit, startFieldData } from './lib/telemetry';
import './app/styles';

// First, so that an error anywhere after this is one a member met and we hear of (src/lib/telemetry).
startFieldData();
if (openedWithSignInAnswer()) noteVisit('after-sign-in');

// Before anything lazy starts loading: a chunk removed by a release reloads the page once (see reload-once.ts).
installNewVersionReload();
// Before the router listens to Back (it is made as App first renders): see sign-in-return.ts.
passBackOverSignIn();
// A member page the browser brings back from its page cache after Logout is drawn again, not shown (restored-page.ts).
redrawRestoredPages();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A prerendered page (the sign-in page) stays on screen until the app has rendered the same page beside it.
const reactRoot = createRoot(root.hasAttribute('data-prerendered') ? takeOverFrom(root) : root, {
  onCaughtError: logCaughtError,
  onRecoverableError: logRecoverableError,
});
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
