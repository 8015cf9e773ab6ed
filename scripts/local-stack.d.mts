export function freePort(): Promise<number>;
export function buildEnv(
  identityProviderPort: number,
  shape?: 'b2c' | 'external-id',
): { configured: Record<string, string>; template: Record<string, string> };
export function build(outDir: string, env: Record<string, string>): void;
import type { ContractLog } from './contract-coverage.mjs';
export interface LocalStack {
  origins: string[];
  identityProviderOrigin: string;
  /** Every /api answer the servers proxied, matched to the contract's operations. */
  contract: ContractLog;
  close(): Promise<void>;
}
export function startLocalStack(options: {
  apps: Array<{ dist: string; port: number }>;
  mockApiPort: number;
  identityProviderPort: number;
  quiet?: boolean;
  https?: boolean;
  identityProviderShape?: 'b2c' | 'external-id';
  onFieldData?: ((body: string) => void) | null;
  /** Each build served from a thread of its own, its files compressed ahead (the benchmark). */
  hostThread?: boolean;
}): Promise<LocalStack>;
