import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import config from '../../eslint.config.js';

// The e2e suite's rule against one-shot reads (eslint.config.js, the block for tests/e2e): probed on the patterns it
// must refuse and the ones it must let through, with the rule exactly as configured.
const e2eBlock = config.find((block) => block.files?.includes('tests/e2e/**'));

function lint(code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(code, [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: e2eBlock?.rules }], {
      filename: 'probe.e2e.ts',
    })
    .map((message) => message.message);
}

describe('the e2e rule against one-shot reads', () => {
  it.each([
    ['a count read once', 'expect(await rows.count()).toBe(3);'],
    ['a visibility read once', 'expect(await dialog.isVisible()).toBe(true);'],
    ['a text read once', "expect(await heading.textContent()).toContain('Dashboard');"],
    ['an evaluate read once', 'expect(await page.evaluate(() => window.scrollY)).toBe(0);'],
    ['a state read outside expect', 'const shown = await dialog.isVisible();'],
    ['a sleep', 'await page.waitForTimeout(500);'],
  ])('refuses %s', (_name, code) => {
    expect(lint(code).length).toBeGreaterThan(0);
  });

  it.each([
    ['a web-first assertion', 'await expect(rows).toHaveCount(3);'],
    ['a polled computed value', 'await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);'],
    ['a plain value', 'expect(problems).toEqual([]);'],
  ])('lets %s through', (_name, code) => {
    expect(lint(code)).toEqual([]);
  });
});
