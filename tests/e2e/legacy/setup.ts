import { afterAll, expect } from 'vitest';
import { consoleLeaks, consoleLinesChecked, cspViolations } from './browser';

// Runs after every e2e file, whatever it visited:
// - the shipped Content-Security-Policy blocked nothing (issue 11 §2);
// - no console line of the portal, the identity provider's pages included, carried a token or an e-mail address
//   (issue 11 §3). The count shows the check saw the run's console at all.
afterAll(() => {
  expect(cspViolations.join('\n'), 'Content-Security-Policy violations (securitypolicyviolation events)').toBe('');
  console.log(`console lines checked for tokens and e-mail addresses: ${consoleLinesChecked()}`);
  expect(consoleLeaks).toEqual([]);
});
