import { InteractionRequiredAuthError, type AccountInfo, type IPublicClientApplication } from '@azure/msal-browser';
import { keepToken, type TokenSource } from '@/lib/http';

export type TokenClient = Pick<IPublicClientApplication, 'acquireTokenSilent' | 'acquireTokenRedirect'>;

export interface TokenRequest {
  scopes: string[];
  account: AccountInfo;
  /** Where a silent renewal in a hidden frame lands (the redirect bridge page). */
  silentRedirectUri: string;
  /** Where the member comes back after signing in again: the page they are on. */
  returnTo: () => string;
}

/**
 * The interaction redirect started because a token needs the member, shared by every token source of this page.
 * A page fires several queries at once; when the session can no longer be renewed quietly they all fail together,
 * and each starting its own redirect would race MSAL's interaction lock (interaction_in_progress). Module-level
 * so that a token source made after an account change shares it too. Cleared only when the redirect fails to
 * start: once it has started, the page is leaving.
 */
let interaction: Promise<void> | null = null;

function signInAgain(client: TokenClient, request: TokenRequest): Promise<void> {
  interaction ??= client
    .acquireTokenRedirect({ scopes: request.scopes, account: request.account, redirectStartPage: request.returnTo() })
    .catch((error: unknown) => {
      interaction = null;
      // MSAL also reports this as ACQUIRE_TOKEN_FAILURE (Redirect), which the provider shows to the member.
      console.warn(
        'Identity provider: could not start signing in again',
        (error as { errorCode?: string }).errorCode ?? '',
      );
    });
  return interaction;
}

/** Thrown for a token asked for while the member is being sent to sign in again. */
export class SigningInAgainError extends Error {
  constructor() {
    super('The session needs the member to sign in again; a redirect to the identity provider is under way.');
    this.name = 'SigningInAgainError';
  }
}

/**
 * The access token for the portal API from MSAL's cache (renewed quietly when it can be). When the renewal needs
 * the member, one redirect to the provider starts for all callers, and every caller's request fails: the HTTP
 * client reports it as a 'token' error, never retried.
 */
export function createTokenSource(client: TokenClient, request: TokenRequest): TokenSource {
  return async () => {
    if (interaction) {
      await interaction;
      throw new SigningInAgainError();
    }
    try {
      const result = await client.acquireTokenSilent({
        scopes: request.scopes,
        account: request.account,
        redirectUri: request.silentRedirectUri,
      });
      // For this tab's next page load, which can then ask for its data before MSAL has loaded.
      void keepToken(request.account.homeAccountId, result.accessToken, result.expiresOn);
      return result.accessToken;
    } catch (error) {
      if (error instanceof InteractionRequiredAuthError) await signInAgain(client, request);
      throw error;
    }
  };
}
