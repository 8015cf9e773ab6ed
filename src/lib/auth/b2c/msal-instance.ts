import {
  EventType,
  InteractionType,
  PublicClientApplication,
  type AuthenticationResult,
  type EventCallbackFunction,
  type EventMessage,
  type RedirectRequest,
} from '@azure/msal-browser';
import { config } from '@/lib/config';
import { noteSignInStart, rememberInitialPath } from '@/lib/routing';
import { startLiveSession } from '../idle-activity';
import { buildMsalConfiguration } from './msal-config';
import { leavingForOtherTab } from './other-tabs';
import { answerInAddress } from './provisional';

// The one PublicClientApplication, created outside React and initialised before anything renders with it
// (this module is loaded, and awaited, before the B2C provider mounts). msal-react handles the redirect answer.
export const msalInstance = new PublicClientApplication(
  buildMsalConfiguration(config.app.auth.b2c, window.location.origin),
);
await msalInstance.initialize();

const firstAccount = msalInstance.getAllAccounts()[0];
if (!msalInstance.getActiveAccount() && firstAccount) msalInstance.setActiveAccount(firstAccount);

// A member returning (in this tab, or a new tab of a signed-in browser): the first API call's token is asked for at
// once, right after initialize, while React, the shell and the page are still loading, rather than once the provider
// has rendered. Quietly: a session that needs the member again is handled by the first call itself (token-source.ts),
// which MSAL answers from this same request or its cache.
const returning = msalInstance.getActiveAccount();
/** That first token request, settled (whatever its outcome): a Logout waits for it (B2CAuthProvider.tsx). */
export const firstTokenRequest: Promise<void> =
  returning && !answerInAddress()
    ? msalInstance
        .acquireTokenSilent({
          scopes: config.app.auth.b2c.apiScopes,
          account: returning,
          redirectUri: `${window.location.origin}${config.app.auth.b2c.bridgePath}`,
        })
        .then(
          () => undefined,
          () => undefined,
        )
    : Promise.resolve();

// A successful sign-in sets the active account: this tab's own answer, which MSAL reports as ACQUIRE_TOKEN_SUCCESS
// (its LOGIN_SUCCESS also reaches every other tab, which must not act on it: other-tabs.ts). The provider's answer
// read here (a redirect: a sign-in, or a renewal that asked the person again) makes the session live, once MSAL has
// written its entries; a quiet renewal never does, so a tab that is being signed out cannot bring a session back.
msalInstance.addEventCallback((message: EventMessage) => {
  if (message.eventType === EventType.ACQUIRE_TOKEN_SUCCESS && message.payload) {
    const { account } = message.payload as AuthenticationResult;
    if (account) msalInstance.setActiveAccount(account);
    if (account && message.interactionType === InteractionType.Redirect) startLiveSession(account.homeAccountId);
  }
  // A redirect to the provider is starting (to sign in, or again when the session needs the member). The answer is
  // handled where it lands, the redirect URI (B2CAuthProvider.tsx), so the page to come back to is remembered here as
  // the remembered path, whichever call started it.
  // (MSAL 5 reports loginRedirect as an acquireTokenRedirect too.)
  if (message.eventType === EventType.ACQUIRE_TOKEN_START && message.interactionType === InteractionType.Redirect) {
    const startPage = (message.payload as RedirectRequest | null)?.redirectStartPage;
    if (startPage?.startsWith(`${window.location.origin}/`))
      rememberInitialPath(startPage.slice(window.location.origin.length));
    noteSignInStart();
  }
});

// The events MSAL also sends to every other tab of the browser. They arrive there before the change they announce can
// be read (other-tabs.ts), and msal-react reads MSAL's accounts again on every event it hears.
const SENT_TO_OTHER_TABS: ReadonlySet<string> = new Set([
  EventType.LOGIN_SUCCESS,
  EventType.LOGOUT_SUCCESS,
  EventType.ACTIVE_ACCOUNT_CHANGED,
]);

/**
 * MSAL as msal-react (and the provider under it) sees it: the same instance, whose events reach React only when this
 * tab's own work raised them (its sign-in, token and sign-out events; each change of this tab's own also comes with
 * one of those), and not at all once the tab is loading afresh for another tab's change. Other tabs' changes come
 * through the storage event instead (other-tabs.ts).
 */
export const msalForReact: PublicClientApplication = new Proxy(msalInstance, {
  get(target, property, receiver) {
    if (property !== 'addEventCallback') return Reflect.get(target, property, receiver) as unknown;
    return (callback: EventCallbackFunction, eventTypes?: EventType[]) =>
      target.addEventCallback((message) => {
        if (!leavingForOtherTab() && !SENT_TO_OTHER_TABS.has(message.eventType)) callback(message);
      }, eventTypes);
  },
});
