import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the theme settings from the header and returns the dialog once it holds the focus. The dialog moves the focus
 * into itself a moment after it shows (its focus trap, on a timer); a control clicked before that loses the focus to
 * it, and a dropdown opened from it closes again. Waiting for the focus makes the dialog ready for the member's next
 * move, as it is when a person looks at it.
 */
export async function openThemeSettings(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Theme settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Theme settings' });
  await expect(dialog.and(page.locator(':focus-within'))).toBeVisible();
  return dialog;
}
