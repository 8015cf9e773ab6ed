import { LogLevel, type Configuration, type RedirectRequest } from '@azure/msal-browser';
import type { PortalConfig } from '@/lib/config';

export type B2cSettings = PortalConfig['app']['auth']['b2c'];
export type B2cFlow = 'signIn' | 'signUp' | 'passwordReset';

/** The authority of one user flow: `<base>/<policy>` for B2C, the base itself for Entra External ID (no policy). */
export function authorityFor(settings: B2cSettings, flow: B2cFlow): string {
  const policy = settings.policies[flow] || settings.policies.signIn;
  return policy ? `${settings.authorityBase.replace(/\/+$/, '')}/${policy}` : settings.authorityBase;
}

/**
 * What a redirect to one user flow adds to MSAL's request. B2C: that policy's authority, or, with a pinned discovery
 * document (the local provider under `npm start`), the flow also as B2C's `p` parameter (MSAL uses the pinned
 * sign-in endpoints for every authority). Entra External ID (no policies): its one flow, asked to open
 * on sign-up with `prompt=create`; password reset is a link on its sign-in page.
 */
export function flowRequest(
  settings: B2cSettings,
  flow: B2cFlow,
): Pick<RedirectRequest, 'authority' | 'prompt' | 'extraQueryParameters'> {
  if (!settings.policies.signIn)
    return { authority: settings.authorityBase, ...(flow === 'signUp' ? { prompt: 'create' } : {}) };
  if (settings.authorityMetadata && flow !== 'signIn')
    return {
      authority: authorityFor(settings, flow),
      extraQueryParameters: { p: settings.policies[flow] || settings.policies.signIn },
    };
  return { authority: authorityFor(settings, flow) };
}

/** MSAL's configuration from config/app.json (auth.b2c) and the page's origin. */
export function buildMsalConfiguration(settings: B2cSettings, origin: string): Configuration {
  return {
    auth: {
      clientId: settings.clientId,
      authority: authorityFor(settings, 'signIn'),
      knownAuthorities: settings.knownAuthorities,
      authorityMetadata: settings.authorityMetadata,
      redirectUri: `${origin}${settings.redirectPath}`,
      postLogoutRedirectUri: `${origin}${settings.postLogoutRedirectPath}`,
    },
    // localStorage: one sign-in serves every tab of the browser, and a sign-out in one ends them all (other-tabs.ts).
    // MSAL encrypts what it keeps there with a key held in a session cookie, so it ends when the browser closes, as
    // sessionStorage ended with the tab (msal-session.ts).
    cache: { cacheLocation: 'localStorage' },
    system: {
      loggerOptions: {
        piiLoggingEnabled: false,
        logLevel: LogLevel.Warning,
        loggerCallback: (level, message, containsPii) => {
          if (!containsPii && level === LogLevel.Error) console.warn(`[identity] ${message}`);
        },
      },
    },
  };
}
