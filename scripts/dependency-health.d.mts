export interface LockedPackage {
  name: string;
  version: string;
  license?: string;
}
export const PERMISSIVE: Set<string>;
export const KNOWN_DEPRECATED: LockedPackage;
export function productionPackages(lock: { packages?: Record<string, Record<string, unknown>> }): LockedPackage[];
export function licenseAllowed(expression: unknown): boolean;
export function licenseProblems(packages: LockedPackage[]): string[];
export function fetchManifest(
  registry: string,
  pkg: LockedPackage,
  fetchImpl?: typeof fetch,
): Promise<{ deprecated?: string } | null>;
export function deprecations(
  packages: LockedPackage[],
  getManifest: (pkg: LockedPackage) => Promise<{ deprecated?: string } | null>,
): Promise<{ deprecated: string[]; unreachable: number }>;
