import { afterAll, expect } from 'vitest';
import { consoleLeaks, consoleLinesChecked } from './browser';

// Runs after every e2e file: no console line of the portal, the identity provider's pages included, may carry a
// token or an e-mail address (issue 11 §3). The count shows the check saw the run's console at all.
afterAll(() => {
  console.log(`console lines checked for tokens and e-mail addresses: ${consoleLinesChecked()}`);
  expect(consoleLeaks).toEqual([]);
});
