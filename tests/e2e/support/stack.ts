import { readFileSync } from 'node:fs';
import type { StackAddresses } from './global-setup';
import { STACK_FILE } from './paths';

let addresses: StackAddresses | undefined;

/** The running stack's addresses, written by the global setup before any worker starts. */
export function stack(): StackAddresses {
  addresses ??= JSON.parse(readFileSync(STACK_FILE, 'utf8')) as StackAddresses;
  return addresses;
}
