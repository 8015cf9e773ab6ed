import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumCandidates, e2eBrowser, findChromium, nodeProblem, prerequisiteProblems } from './prerequisites.mjs';

const root = path.resolve(import.meta.dirname, '..');
const noBrowserAnywhere = { exists: () => false, runs: () => false, env: {} };

describe('the Node version check', () => {
  it('refuses Node 20 and names the version needed and how to get it', () => {
    const problem = nodeProblem('v20.20.2');
    expect(problem).toContain('Node v20.20.2 is too old');
    expect(problem).toContain('Node 24 or newer');
    expect(problem).toContain('npm install -g node@24');
  });

  it('accepts 24 and newer', () => {
    expect(nodeProblem('v24.0.0')).toBeNull();
    expect(nodeProblem('v26.1.0')).toBeNull();
  });
});

describe('the Chromium lookup', () => {
  it('looks where a person would have one: Debian, other distributions, Google Chrome, then Playwright’s cache, newest first', () => {
    const list = (folder: string) =>
      folder === '/home/dev/.cache/ms-playwright'
        ? ['firefox-1500', 'chromium-1100', 'chromium-1208', 'chromium_headless_shell-1208']
        : [];
    const candidates = chromiumCandidates({ env: {}, home: '/home/dev', list });
    expect(candidates.slice(0, 5)).toEqual([
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/snap/bin/chromium',
      '/usr/bin/google-chrome',
      '/usr/bin/google-chrome-stable',
    ]);
    const playwright = candidates.filter((file) => file.includes('ms-playwright'));
    expect(playwright[0]).toBe('/home/dev/.cache/ms-playwright/chromium-1208/chrome-linux64/chrome');
    expect(playwright.every((file) => !file.includes('firefox') && !file.includes('headless_shell'))).toBe(true);
    expect(playwright.findIndex((file) => file.includes('chromium-1100'))).toBeGreaterThan(
      playwright.findIndex((file) => file.includes('chromium-1208')),
    );
  });

  it('takes the first one that exists and starts, passing over a wrapper whose browser is gone', () => {
    const found = findChromium({
      env: {},
      candidates: ['/usr/bin/chromium', '/usr/bin/google-chrome', '/opt/google/chrome/chrome'],
      exists: (file) => file !== '/opt/google/chrome/chrome',
      runs: (file) => file === '/usr/bin/google-chrome',
    });
    expect(found).toEqual({ path: '/usr/bin/google-chrome' });
  });

  it('with none, says where it looked and how to get one or point at one', () => {
    const { path: found, problem } = findChromium({
      ...noBrowserAnywhere,
      candidates: ['/usr/bin/chromium', '/usr/bin/google-chrome'],
    });
    expect(found).toBeUndefined();
    expect(problem).toContain('No Chromium found');
    expect(problem).toContain('/usr/bin/chromium, /usr/bin/google-chrome');
    expect(problem).toContain('apt-get install -y chromium');
    expect(problem).toContain('npx playwright-core install chromium');
    expect(problem).toContain('CHROMIUM_PATH=/path/to/chrome npm test');
  });

  it('names the ones found that do not start', () => {
    const { problem } = findChromium({
      env: {},
      candidates: ['/usr/bin/chromium'],
      exists: () => true,
      runs: () => false,
    });
    expect(problem).toContain('Found but not starting (`--version` failed): /usr/bin/chromium');
  });

  it('uses CHROMIUM_PATH alone when it is set, and says so when it points nowhere', () => {
    const everythingElseWorks = {
      exists: (file: string) => file !== '/typo/chrome',
      runs: () => true,
      candidates: ['/usr/bin/chromium'],
    };
    expect(findChromium({ ...everythingElseWorks, env: { CHROMIUM_PATH: '/opt/chrome' } })).toEqual({
      path: '/opt/chrome',
    });
    const { problem } = findChromium({ ...everythingElseWorks, env: { CHROMIUM_PATH: '/typo/chrome' } });
    expect(problem).toContain('CHROMIUM_PATH is /typo/chrome, which does not exist');
  });

  it('reports every missing prerequisite together', () => {
    const problems = prerequisiteProblems({
      browser: true,
      version: 'v20.1.0',
      env: { CHROMIUM_PATH: '/nowhere/chromium' },
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('too old');
    expect(problems[1]).toContain('CHROMIUM_PATH is /nowhere/chromium');
  });
});

describe("the e2e suite's browser", () => {
  const only =
    (...files: string[]) =>
    (file: string) =>
      files.includes(file);

  it('is the headless shell installed beside the Chromium found, else that Chromium', () => {
    const debian = { env: {}, chromium: '/usr/bin/chromium' };
    expect(e2eBrowser({ ...debian, exists: only('/usr/bin/chromium-headless-shell') })).toBe(
      '/usr/bin/chromium-headless-shell',
    );
    expect(e2eBrowser({ ...debian, exists: only('/usr/bin/chromium') })).toBe('/usr/bin/chromium');
  });

  it("finds the shell of the same revision in Playwright's cache", () => {
    const cache = '/home/dev/.cache/ms-playwright';
    const shell = `${cache}/chromium_headless_shell-1208/chrome-headless-shell-linux64/chrome-headless-shell`;
    expect(e2eBrowser({ env: {}, chromium: `${cache}/chromium-1208/chrome-linux64/chrome`, exists: only(shell) })).toBe(
      shell,
    );
  });

  it('is CHROMIUM_PATH when a person named one, even with a shell beside it', () => {
    expect(
      e2eBrowser({ env: { CHROMIUM_PATH: '/usr/bin/chromium' }, chromium: '/usr/bin/chromium', exists: () => true }),
    ).toBe('/usr/bin/chromium');
  });
});

describe('npm test without a browser', () => {
  it('stops before the first gate with the message, not a stack trace', () => {
    const result = spawnSync(process.execPath, ['scripts/test.mjs'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, CHROMIUM_PATH: '/nowhere/chromium' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Cannot start: a prerequisite is missing.');
    expect(result.stderr).toContain('CHROMIUM_PATH is /nowhere/chromium, which does not exist.');
    expect(result.stderr).toContain('apt-get install -y chromium');
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(result.stdout).not.toContain('▶');
  });
});
