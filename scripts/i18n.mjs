#!/usr/bin/env node
// Message catalogs. The English source catalog is extracted from the code (formatjs) plus the titles that
// config/ declares (menu labels and route titles carry their English text and message id side by side).
//   extract  write src/lib/i18n/catalogs/en.json
//   compile  compile every catalog to src/lib/i18n/compiled/<locale>.json (AST, so no parser ships)
//   check    fail when en.json or compiled/ is out of date, or a catalog has a missing or extra key or a
//            placeholder mismatch (formatjs verify)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const formatjs = path.join(root, 'node_modules/.bin/formatjs');
const catalogs = path.join(root, 'src/lib/i18n/catalogs');
const compiled = path.join(root, 'src/lib/i18n/compiled');
const run = (args) => execFileSync(formatjs, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] }).toString();

function configMessages() {
  const messages = {};
  const add = (id, defaultMessage, description, where) => {
    if (messages[id] && messages[id].defaultMessage !== defaultMessage) {
      throw new Error(`${where}: message id '${id}' is used for both "${messages[id].defaultMessage}" and "${defaultMessage}"`);
    }
    messages[id] = { defaultMessage, description };
  };
  const routes = JSON.parse(readFileSync(path.join(root, 'config/routes.json'), 'utf8'));
  for (const group of routes.groups) for (const route of group.routes) add(route.titleId, route.title, `Title of the page at ${route.path}`, 'config/routes.json');
  const walk = (items) => {
    for (const item of items) {
      if (item.type === 'divider') continue;
      add(item.messageId, item.title, 'Sidebar menu entry', 'config/menu.json');
      if (item.children) walk(item.children);
    }
  };
  walk(JSON.parse(readFileSync(path.join(root, 'config/menu.json'), 'utf8')).items);
  return messages;
}

function extractEnglish() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'i18n-'));
  const out = path.join(tmp, 'en.json');
  try {
    run(['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.test.{ts,tsx}', '--ignore', 'src/**/*.d.ts', '--out-file', out, '--throws']);
    const fromCode = JSON.parse(readFileSync(out, 'utf8'));
    const fromConfig = configMessages();
    for (const [id, message] of Object.entries(fromConfig)) {
      if (fromCode[id] && fromCode[id].defaultMessage !== message.defaultMessage) {
        throw new Error(`message id '${id}' means "${fromCode[id].defaultMessage}" in src/ but "${message.defaultMessage}" in config/`);
      }
    }
    const merged = { ...fromConfig, ...fromCode };
    return `${JSON.stringify(Object.fromEntries(Object.keys(merged).sort().map((id) => [id, merged[id]])), null, 2)}\n`;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function compileTo(dir) {
  rmSync(dir, { recursive: true, force: true });
  run(['compile-folder', '--ast', catalogs, dir]);
}

const listJson = (dir) => readdirSync(dir).filter((file) => file.endsWith('.json')).sort();

const command = process.argv[2];
if (command === 'extract') {
  writeFileSync(path.join(catalogs, 'en.json'), extractEnglish());
  console.log(`src/lib/i18n/catalogs/en.json: ${Object.keys(JSON.parse(readFileSync(path.join(catalogs, 'en.json'), 'utf8'))).length} messages`);
} else if (command === 'compile') {
  compileTo(compiled);
  console.log(`compiled ${listJson(compiled).join(', ')}`);
} else if (command === 'check') {
  const problems = [];
  if (readFileSync(path.join(catalogs, 'en.json'), 'utf8') !== extractEnglish()) problems.push('catalogs/en.json is out of date: run `npm run i18n:extract`');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'i18n-compiled-'));
  try {
    compileTo(tmp);
    const want = listJson(tmp);
    const have = listJson(compiled);
    if (want.join() !== have.join()) problems.push(`compiled/ holds ${have.join(', ')} but catalogs/ gives ${want.join(', ')}: run \`npm run i18n:compile\``);
    for (const file of want.filter((name) => have.includes(name))) {
      if (readFileSync(path.join(tmp, file), 'utf8') !== readFileSync(path.join(compiled, file), 'utf8')) problems.push(`compiled/${file} is out of date: run \`npm run i18n:compile\``);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  try {
    run(['verify', '--source-locale', 'en', '--missing-keys', '--extra-keys', '--structural-equality', ...listJson(catalogs).map((file) => path.join('src/lib/i18n/catalogs', file))]);
  } catch (error) {
    problems.push(`formatjs verify: ${error.stderr?.toString() || error.stdout?.toString() || error.message}`);
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`catalogs complete: ${listJson(catalogs).join(', ')}`);
} else {
  console.error('usage: node scripts/i18n.mjs extract|compile|check');
  process.exit(2);
}
