import { setupServer } from 'msw/node';
import * as generatedMocks from '@generated/api/index.msw';

/** Handlers generated from the contract (orval), answering with the contract's examples. */
export const contractHandlers = Object.entries(generatedMocks)
  .filter(([name, value]) => name.endsWith('Mock') && typeof value === 'function' && name.startsWith('get'))
  .flatMap(([, factory]) => (factory as () => unknown[])() as Parameters<typeof setupServer>);

export const server = setupServer(...contractHandlers);
export const unhandledRequests: string[] = [];
