import type { ChildProcess } from 'node:child_process';
export const root: string;
export function bin(name: string): string;
export function startProcess(
  label: string,
  command: string,
  args: string[],
  options?: { env?: Record<string, string>; quiet?: boolean },
): ChildProcess;
export function stopAll(children: ChildProcess[]): void;
export function waitForPort(port: number, host?: string, timeoutMs?: number): Promise<void>;
export function startPrism(port: number, options?: { quiet?: boolean }): ChildProcess;
