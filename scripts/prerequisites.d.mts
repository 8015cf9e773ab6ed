export const MINIMUM_NODE_MAJOR: number;
export function nodeProblem(version?: string): string | null;
export function chromiumCandidates(options?: {
  env?: Record<string, string | undefined>;
  home?: string;
  list?: (folder: string) => string[];
}): string[];
export function findChromium(options?: {
  env?: Record<string, string | undefined>;
  exists?: (file: string) => boolean;
  runs?: (file: string) => boolean;
  candidates?: string[];
}): { path: string; problem?: undefined } | { path?: undefined; problem: string };
export function e2eBrowser(options?: {
  env?: Record<string, string | undefined>;
  exists?: (file: string) => boolean;
  chromium?: string;
}): string | undefined;
export function prerequisiteProblems(options?: {
  browser?: boolean;
  version?: string;
  env?: Record<string, string | undefined>;
}): string[];
export function requirePrerequisites(options?: {
  browser?: boolean;
  version?: string;
  env?: Record<string, string | undefined>;
}): void;
