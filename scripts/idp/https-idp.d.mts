export interface HttpsIdpOptions {
  /** Default 8443; 0 picks a free port. */
  port?: number;
  /** Address to bind, default '127.0.0.1' (the origin still says localhost). */
  host?: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Default LOCAL_IDP_DEFAULTS.tenant / .clientId / .apiScope. */
  tenant?: string;
  clientId?: string;
  apiScope?: string;
  /** Default tests/fixtures/members.json. */
  membersFile?: string;
  /** 'b2c' (default, or LOCAL_IDP_SHAPE) or 'external-id'. */
  shape?: 'b2c' | 'external-id';
}

export interface HttpsIdp {
  /** e.g. 'https://localhost:8443'. */
  origin: string;
  close(): Promise<void>;
}

export function startHttpsIdp(options: HttpsIdpOptions): Promise<HttpsIdp>;
