import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as setup, expect } from '@playwright/test';
import appConfig from '../../../config/app.json' with { type: 'json' };
import { ACROSS_PAGE_LOADS, savedSessionFile } from './paths';
import { signInThroughProvider } from './provider-sign-in';
import { captureSession, SAVED_MEMBERS } from './saved-sessions';
import { stack } from './stack';

// Most tests need a signed-in member, not the sign-in: each test member signs in here once through the local provider
// (the real MSAL redirect flow), and the tests restore that state (browser.ts openSignedInPortal). The sign-in itself
// is tested where it is the subject (identity*.e2e.ts and others).
for (const email of SAVED_MEMBERS) {
  setup(`sign in ${email}`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: stack().baseUrl });
    try {
      const page = await context.newPage();
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/signin$/, ACROSS_PAGE_LOADS);
      await signInThroughProvider(page, email);
      await expect(page).toHaveURL(/\/dashboard$/, ACROSS_PAGE_LOADS);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(ACROSS_PAGE_LOADS);
      const file = savedSessionFile(email);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(await captureSession(page, appConfig.auth.b2c.clientId)));
    } finally {
      await context.close();
    }
  });
}
