import type { IncomingMessage, ServerResponse } from 'node:http';

/** The user-flow policies of config/app.json (auth.b2c.policies), e.g. signIn: 'B2C_1_signin'. */
export const POLICIES: Readonly<{ signIn: string; signUp: string; passwordReset: string }>;

/** The tenant (from auth.b2c.authorityBase), client id and first API scope of config/app.json. */
export const LOCAL_IDP_DEFAULTS: Readonly<{ tenant: string; clientId: string; apiScope: string }>;

/** What the provider puts in error_description (error=access_denied) for Cancel and 'Forgot your password?', as B2C does. */
export const B2C_ANSWERS: Readonly<{ cancel: string; 'forgot-password': string }>;

/** tests/fixtures/members.json, resolved from this file. */
export const DEFAULT_MEMBERS_FILE: string;

export interface LocalIdpOptions {
  /** Where the provider is reached, e.g. 'http://localhost:5173' or 'https://localhost:8443'. */
  origin: string;
  /** Origin written into `issuer` (and the id token's `iss`); defaults to `origin`. */
  issuerOrigin?: string;
  /** Defaults to LOCAL_IDP_DEFAULTS.tenant. */
  tenant?: string;
  /** Defaults to LOCAL_IDP_DEFAULTS.clientId. */
  clientId?: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** The API scope, e.g. 'https://cooperative.onmicrosoft.com/member-portal-api/access'; its resource is the part before the last '/'. Defaults to LOCAL_IDP_DEFAULTS.apiScope. */
  apiScope?: string;
  /** Defaults to DEFAULT_MEMBERS_FILE. */
  membersFile?: string;
  /** Which product it plays: 'b2c' (default, or LOCAL_IDP_SHAPE) or 'external-id' (see settings.mjs). */
  shape?: 'b2c' | 'external-id';
}

export interface LocalIdp {
  /** Answers every request under /<tenant>/<policy>/v2.0 (case-insensitive); anything else goes to `next`, or gets 404. */
  handler(req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void): Promise<void>;
  close(): void;
}

export function createLocalIdp(options: LocalIdpOptions): LocalIdp;

/** The products the provider plays. */
export const SHAPES: readonly ['b2c', 'external-id'];
/** External ID's one flow, named '' wherever a policy goes (its endpoints are at /<tenant>/v2.0). */
export const EXTERNAL_ID_FLOW: '';
/** The member-number claim External ID issues here: extension_<b2c-extensions app id>_IbcNumber. */
export const EXTERNAL_ID_MEMBER_NUMBER_CLAIM: string;
/** The shape named (default LOCAL_IDP_SHAPE, else 'b2c'); throws on anything else. */
export function readShape(value?: string): 'b2c' | 'external-id';

/** The discovery document of one policy (External ID: EXTERNAL_ID_FLOW) as served at `origin`, with `issuerOrigin` (default `origin`) in `issuer`. */
export function localAuthorityMetadata(
  origin: string,
  tenant: string,
  policy: string,
  issuerOrigin?: string,
): Record<string, unknown>;

/** The stable GUID-shaped oid/sub of a member, derived from the e-mail. */
export function memberId(email: string): string;

/** The app's VITE_* build settings that go with a shape (External ID: no policies, its member-number claim); none for B2C. */
export function appSettingsFor(shape?: 'b2c' | 'external-id'): Record<string, string>;
