#!/usr/bin/env node
// `npm run screenshots`: every navigation style at 375 px and 1440 px (the store list and a list page at 320 px too), light and dark (plus semi-dark, Arabic right to
// left at both widths, boxed, a list page, and the open drawer, customizer and search), into screenshots/
// (git-ignored), for a person to look at.
// Builds the template sign-in variant into dist-screenshots/ first (skip with --no-build); --only=<text> keeps the
// shots whose name contains it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './chromium.mjs';
import { requirePrerequisites } from './prerequisites.mjs';
import { bin, root, startPrism, stopAll, waitForPort } from './processes.mjs';
import { serveDist } from './serve-dist.mjs';

requirePrerequisites({ browser: true });

const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const dist = path.join(root, 'dist-screenshots');
const out = path.join(root, 'screenshots');
const styles = JSON.parse(readFileSync(path.join(root, 'config/theme.json'), 'utf8')).navigationStyles.map(
  (style) => style.id,
);

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** name, viewport width, theme settings, locale, the page (the dashboard unless told), and what to open before the shot. */
const shots = [];
for (const navStyle of styles) {
  for (const width of [375, 1440])
    for (const themeMode of ['light', 'dark'])
      shots.push({ name: `${navStyle}-${width}-${themeMode}`, width, theme: { navStyle, themeMode } });
  shots.push({ name: `${navStyle}-1440-semi-dark`, width: 1440, theme: { navStyle, themeMode: 'semi-dark' } });
  // The header's every control must stay on screen on a phone, in the longest language and mirrored.
  shots.push({ name: `${navStyle}-375-semi-dark-arabic`, width: 375, theme: { navStyle }, locale: 'ar' });
}
// A list page (a table on wide screens, cards on phones) in the frame.
for (const [width, themeMode, locale] of [
  [320, 'light'],
  [375, 'light'],
  [1440, 'dark'],
  [1440, 'semi-dark', 'ar'],
  [375, 'dark', 'ar'],
]) {
  shots.push({
    name: `rebate-invoice-${width}-${themeMode}${locale ? '-arabic' : ''}`,
    width,
    theme: { navStyle: 'default', themeMode },
    locale,
    path: '/rebate/invoice',
  });
}
for (const navStyle of ['default', 'mini', 'bit-bucket', 'h-dark'])
  shots.push({ name: `${navStyle}-1440-semi-dark-arabic`, width: 1440, theme: { navStyle }, locale: 'ar' });
shots.push(
  {
    name: 'header-user-375-semi-dark-arabic-drawer',
    width: 375,
    theme: { navStyle: 'header-user' },
    locale: 'ar',
    open: 'drawer',
  },
  { name: 'default-375-semi-dark-drawer', width: 375, theme: { navStyle: 'default' }, open: 'drawer' },
  {
    name: 'default-1920-boxed-standard',
    width: 1920,
    theme: { navStyle: 'default', layoutType: 'boxed', themeStyle: 'standard', footer: true, footerType: 'fixed' },
  },
  {
    name: 'h-light-1920-boxed-light',
    width: 1920,
    theme: { navStyle: 'h-light', layoutType: 'boxed', themeMode: 'light' },
  },
  { name: 'default-1440-customizer', width: 1440, theme: { navStyle: 'default' }, open: 'customizer' },
  { name: 'default-375-customizer', width: 375, theme: { navStyle: 'default' }, open: 'customizer' },
  { name: 'standard-1440-search', width: 1440, theme: { navStyle: 'standard' }, open: 'search' },
  { name: 'mini-1440-submenu', width: 1440, theme: { navStyle: 'mini' }, open: 'submenu' },
  { name: 'h-default-1440-dropdown', width: 1440, theme: { navStyle: 'h-default' }, open: 'dropdown' },
  { name: 'default-1440-messages', width: 1440, theme: { navStyle: 'default' }, open: 'messages' },
  // The store field's list, on the smallest phone and wide, mirrored too.
  { name: 'default-320-stores', width: 320, theme: { navStyle: 'default' }, open: 'stores' },
  {
    name: 'default-320-dark-arabic-stores',
    width: 320,
    theme: { navStyle: 'default', themeMode: 'dark' },
    locale: 'ar',
    open: 'stores',
  },
  { name: 'default-1440-stores', width: 1440, theme: { navStyle: 'default' }, open: 'stores' },
  {
    name: 'default-1440-footer-fluid',
    width: 1440,
    theme: { navStyle: 'default', footer: true, footerType: 'fluid' },
    open: 'footer',
  },
  // The banners rotating by themselves, with their Pause button (every other shot prefers reduced motion: no rotation).
  { name: 'default-1280-ads-rotating', width: 1280, theme: { navStyle: 'default' }, motion: true },
  {
    name: 'default-1440-dark-arabic-ads-rotating',
    width: 1440,
    theme: { navStyle: 'default', themeMode: 'dark' },
    locale: 'ar',
    motion: true,
  },
  {
    name: 'default-1440-custom-colours',
    width: 1440,
    theme: {
      navStyle: 'default',
      preset: null,
      colors: { primary: '#ffd400', secondary: '#00e5ff', sidebar: '#f2f2f2' },
    },
  },
);

if (!args.includes('--no-build')) {
  const { status } = spawnSync(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', dist], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', PORTAL_LOCAL_BUILD: '1', VITE_AUTH_METHOD: 'template' },
  });
  if (status !== 0) process.exit(status ?? 1);
}

const [apiPort, appPort] = [await freePort(), await freePort()];
const prism = startPrism(apiPort, { quiet: true });
await waitForPort(apiPort);
const server = await serveDist({ dist, port: appPort, apiPort });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
mkdirSync(out, { recursive: true });

try {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${appPort}`,
    viewport: { width: 1440, height: 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`  uncaught: ${error.message}`));
  await page.goto('/signin');
  await page.getByLabel('Email').fill('member@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Cooperative#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard');
  for (const shot of shots.filter((candidate) => !only || candidate.name.includes(only))) {
    await page.setViewportSize({ width: shot.width, height: shot.width < 600 ? 812 : 900 });
    await page.evaluate(
      ({ theme, locale }) => {
        localStorage.setItem('memberPortal.theme', JSON.stringify(theme));
        localStorage.setItem('memberPortal.locale', locale);
        localStorage.removeItem('memberPortal.promoDismissed');
      },
      { theme: shot.theme, locale: shot.locale ?? 'en' },
    );
    await page.emulateMedia({ reducedMotion: shot.motion ? 'no-preference' : 'reduce' });
    await page.goto(shot.path ?? '/dashboard');
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    if (shot.open === 'drawer')
      await page
        .locator('button[aria-label][aria-expanded]')
        .filter({ has: page.locator('.mantine-Burger-burger') })
        .first()
        .click();
    if (shot.open === 'customizer')
      await page
        .locator('button[aria-expanded]')
        .filter({ has: page.locator('.tabler-icon-settings') })
        .click();
    if (shot.open === 'search') await page.getByRole('textbox', { name: 'Search pages' }).fill('news');
    if (shot.open === 'submenu') await page.getByRole('button', { name: 'Rebates' }).hover();
    if (shot.open === 'dropdown') await page.getByRole('button', { name: 'Programs' }).hover();
    if (shot.open === 'messages') await page.getByRole('button', { name: /^Messages/ }).click();
    if (shot.open === 'stores') await page.getByRole('combobox').first().click();
    // The page's end in the window (a full-page shot would paint the fixed header and sidebar mid-page).
    if (shot.open === 'footer') await page.mouse.wheel(0, 20_000);
    if (shot.open) await page.waitForTimeout(400);
    const file = path.join(out, `${shot.name}.png`);
    await page.screenshot({ path: file });
    console.log(`  ${path.relative(root, file)}`);
  }
} finally {
  await browser.close();
  stopAll([prism]);
  server.close();
}
