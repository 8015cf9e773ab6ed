import { afterAll, expect } from 'vitest';
import { cspViolations } from './browser';

// Runs after every e2e file: whatever the file visited, the shipped Content-Security-Policy blocked nothing.
afterAll(() => {
  expect(cspViolations.join('\n'), 'Content-Security-Policy violations (securitypolicyviolation events)').toBe('');
});
