import { setupServer } from 'msw/node';
import * as generatedMocks from '@generated/api/index.msw';
import { chainOwnerHandlers } from './chain-owner-handlers';

/** Handlers generated from the contract (orval), answering with the contract's examples. */
export const contractHandlers = Object.entries(generatedMocks)
  .filter(([name, value]) => name.endsWith('Mock') && typeof value === 'function' && name.startsWith('get'))
  .flatMap(([, factory]) => (factory as () => unknown[])() as Parameters<typeof setupServer>);

// The chain owner first: their requests are answered from the generator, everyone else's from the contract.
export const server = setupServer(...chainOwnerHandlers, ...contractHandlers);
export const unhandledRequests: string[] = [];
