import type { Page } from '@playwright/test';
import { expect, test } from './browser';
import {
  isFocused,
  NAV_STYLES,
  openWithLook,
  pressAndCheckNotHidden,
  signedInTabAt,
  switchLayout,
} from './focus-checks';
import { openThemeSettings } from './theme-settings';

// The focus is never hidden under the fixed header (every layout), never lost after paging or sorting; fields in
// error show their focus and say what is wrong; sorted columns say so; only the advertisement shown takes the focus,
// and its dots follow it. The keyboard alone (the layout is switched with the theme settings, as setup).
// At 1440 px and at 390 px (a phone: the receipts are cards there, without column headers).

const CLAIM = '/incentives?claim=INC-2026-118';
const claimForm = (page: Page) => page.getByRole('form', { name: 'Claim: Holiday Cold Vault Display' });

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${width} px`, () => {
    const tab = signedInTabAt({ width, height });

    // One load of the claim: each layout is switched to in place, then the saved look is reset for the empty claim.
    test('the claim form: Shift+Tab up it never leaves the focus under the header, in any layout; sent empty, the focus on the first field in error', async () => {
      // Eleven layouts in one visit (about 5 s each on a busy 2-core machine): three times the usual minute.
      test.slow();
      const { page } = tab();
      await openWithLook(page, CLAIM, 'Incentives', {});
      const form = claimForm(page);
      // The claim opens after the page's heading (its code and the incentives arrive later): the checks start on it.
      await expect(page.getByRole('heading', { name: 'Claim: Holiday Cold Vault Display' })).toBeFocused();

      for (const navStyle of NAV_STYLES) {
        await test.step(`${navStyle}: Shift+Tab up the claim form never leaves the focus under the header`, async () => {
          await switchLayout(page, navStyle);
          const first = form.getByLabel('First name');
          await form.getByRole('button', { name: 'Send claim' }).focus();
          const stops: string[] = [];
          for (let step = 0; step < 14 && !(await isFocused(first)); step += 1)
            stops.push(await pressAndCheckNotHidden(page, 'Shift+Tab'));
          await expect(first, stops.join(' | ')).toBeFocused();
        });
      }

      await test.step('a claim sent empty: the focus on the first field in error, with a ring apart from its red border; every field in error says so', async () => {
        // The look as it comes (no saved choice), as the other checks have it.
        await openThemeSettings(page);
        await page.getByRole('button', { name: 'Reset to defaults' }).click();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
        await expect(page.locator('[data-nav-style="default"]')).toHaveCount(1);
        await expect.poll(() => page.evaluate(() => localStorage.getItem('memberPortal.theme'))).toBeNull();

        for (const label of ['First name', 'Last name', 'Email', 'Cell number', 'Title'])
          await form.getByLabel(label).fill('');
        await form.getByRole('button', { name: 'Send claim' }).focus();
        await page.keyboard.press('Enter');
        const first = form.getByLabel('First name');
        await expect(first).toBeFocused();
        await expect
          .poll(
            () =>
              first.evaluate((element) => {
                const style = getComputedStyle(element);
                return { ring: style.outlineStyle !== 'none', apart: style.outlineColor !== style.borderTopColor };
              }),
            { message: 'a focus ring on the field in error, in another colour than the error border' },
          )
          .toEqual({ ring: true, apart: true });
        // Four contact fields, the title, the display location and the photo: each invalid, described by its message.
        await expect
          .poll(async () => {
            const fields = await form.evaluate((element) =>
              [...element.querySelectorAll('input, select, textarea, [role="button"]')]
                .filter((field) => field.matches('[aria-invalid="true"], [data-error]'))
                .map((field) => {
                  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
                  return {
                    name: field.getAttribute('data-path') ?? field.id,
                    invalid: field.getAttribute('aria-invalid'),
                    described: ids
                      .map((id) => document.getElementById(id)?.textContent ?? `no element #${id}`)
                      .join(' / '),
                  };
                }),
            );
            return {
              fields: fields.length,
              wrong: fields
                .filter(
                  (field) =>
                    field.invalid !== 'true' ||
                    !/Please/.test(field.described) ||
                    field.described.includes('no element #'),
                )
                .map((field) => `${field.name}: aria-invalid ${field.invalid}, described by "${field.described}"`),
            };
          })
          .toEqual({ fields: 7, wrong: [] });
      });
    });

    test('receipts: Next page keeps the focus, also on the last page; a sort keeps it too and the header says so', async () => {
      const { page } = tab();
      await openWithLook(page, '/rebate/invoice', 'Invoice Receipt', {});
      const table = page.getByRole('table', { name: 'Rebate receipts' });

      if (width === 1440)
        await test.step('the pinned Receipt column covers no other column', async () => {
          await expect(table.locator('tbody tr').first()).toBeVisible();
          await expect
            .poll(() =>
              table.evaluate((element) => {
                const cells = [...element.querySelectorAll('thead th')].map((th) => ({
                  name: th.textContent,
                  rect: th.getBoundingClientRect(),
                }));
                return cells.flatMap((cell, index) =>
                  cells
                    .slice(index + 1)
                    .filter(
                      (other) => cell.rect.right > other.rect.left + 0.5 && other.rect.right > cell.rect.left + 0.5,
                    )
                    .map((other) => `${cell.name} / ${other.name}`),
                );
              }),
            )
            .toEqual([]);
        });

      await test.step('Next page keeps the focus, also on the last page; the page buttons too', async () => {
        const next = page.getByRole('button', { name: 'Next page' });
        await next.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByText('11–13 of 13')).toBeVisible();
        await expect(next, 'the focus after Next page').toBeFocused();
        await page.keyboard.press('Enter');
        await expect(next).toBeFocused();
        await expect(next).toHaveAttribute('aria-disabled', 'true');
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Shift+Tab');
        const firstPage = page.getByRole('button', { name: '1', exact: true });
        await expect(firstPage).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page.getByText('1–10 of 13')).toBeVisible();
        await expect(firstPage, 'the focus stays on the page button pressed').toBeFocused();
      });

      // A phone shows cards, sorted by a choice, with no column headers.
      if (width >= 768)
        await test.step('a sort keeps the focus, and the header says so', async () => {
          const sortedBy = () =>
            table.evaluate((element) =>
              [...element.querySelectorAll('th[aria-sort]')].map(
                (th) => `${th.textContent}: ${th.getAttribute('aria-sort')}`,
              ),
            );
          await expect.poll(sortedBy).toEqual(['Invoice date: descending']);
          const rebate = table.getByRole('button', { name: 'Rebate', exact: true });
          await rebate.focus();
          await page.keyboard.press('Enter');
          await expect.poll(sortedBy).toEqual(['Rebate: descending']);
          await expect(rebate).toBeFocused();
          await page.keyboard.press('Space');
          await expect.poll(sortedBy).toEqual(['Rebate: ascending']);
          await expect(rebate).toBeFocused();
        });
    });

    if (width === 1440)
      test('the advertisement: only the banner shown takes the focus, and its dots follow the banner shown', async () => {
        const { page } = tab();
        await openWithLook(page, '/dashboard', 'Dashboard', {});
        const ads = page.getByRole('complementary', { name: 'Advertisement' });
        const dots = ads.getByRole('tab');
        /** The banner in view, by its place among the slides, and the dot marked as selected. */
        const shown = () =>
          ads.evaluate((aside) => {
            const area = aside.getBoundingClientRect();
            const slides = [...aside.querySelectorAll('[data-ad]')];
            const visible = slides.findIndex((slide) => {
              const rect = slide.getBoundingClientRect();
              const middle = (rect.left + rect.right) / 2;
              return middle > area.left && middle < area.right;
            });
            const dot = [...aside.querySelectorAll('[role="tab"]')].findIndex((tab) => tab.ariaSelected === 'true');
            const focused = slides.findIndex((slide) => slide.contains(document.activeElement));
            return { visible, dot, focused };
          });
        await dots.first().focus();
        await page.keyboard.press('Shift+Tab');
        await expect.poll(shown).toEqual({ visible: 0, dot: 0, focused: 0 });
        // Shift+Tab from the banner shown goes back through the arrows on its picture, then out of the advertisements.
        await page.keyboard.press('Shift+Tab');
        await expect(ads.getByRole('button', { name: 'Next advertisement' })).toBeFocused();
        await page.keyboard.press('Shift+Tab');
        await expect(ads.getByRole('button', { name: 'Previous advertisement' })).toBeFocused();
        await page.keyboard.press('Shift+Tab');
        await expect
          .poll(() => ads.evaluate((aside) => aside.contains(document.activeElement)), {
            message: 'Shift+Tab from the arrows leaves the advertisements',
          })
          .toBe(false);
        // Tab comes back through the arrows and the banner shown to its own dot (no Pause between: this tab prefers
        // reduced motion, so the banners never change by themselves).
        for (let stop = 0; stop < 4; stop += 1) await page.keyboard.press('Tab');
        // (A banner that had just begun to slide in settles first.)
        await expect.poll(async () => ((state) => state.visible === state.dot)(await shown())).toBe(true);
        const back = await shown();
        await expect(
          dots.nth(back.dot),
          'Tab from the banner shown goes to its dot, past the hidden banners',
        ).toBeFocused();
        const next = (back.dot + 1) % (await dots.count());
        await page.keyboard.press('ArrowRight');
        await expect.poll(shown).toEqual({ visible: next, dot: next, focused: -1 });
        await page.keyboard.press('Shift+Tab');
        await expect.poll(shown).toEqual({ visible: next, dot: next, focused: next });
      });
  });
}
