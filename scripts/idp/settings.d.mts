export const APP_CONFIG_FILE: URL;
export function readB2cSettings(b2c: unknown): {
  tenant: string;
  clientId: string;
  apiScope: string;
  policies: Readonly<{ signIn: string; signUp: string; passwordReset: string }>;
};
export const POLICIES: Readonly<{ signIn: string; signUp: string; passwordReset: string }>;
export const POLICY_NAMES: readonly string[];
export const LOCAL_IDP_DEFAULTS: Readonly<{ tenant: string; clientId: string; apiScope: string }>;
export function policyNamed(name: unknown): string | undefined;
