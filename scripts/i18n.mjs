#!/usr/bin/env node
// Message catalogs. The English source catalog is extracted from the code (formatjs) plus the texts that
// config/ declares (menu labels, route titles and the texts of config/content/*.json carry their English text and
// message id side by side).
//   extract  write src/lib/i18n/catalogs/en.json
//   check    fail when en.json is out of date, or a catalog has a missing or extra key or a placeholder mismatch
//            (formatjs verify), or uses a word src/lib/i18n/glossary.json replaced (one word per idea, glossary.mjs)
// The catalogs are compiled to formatjs' AST (so no parser ships) as they load, by scripts/compiled-catalogs-plugin.ts:
// only these sources are committed.
//   report   per language: keys missing from or extra to its catalog, and texts identical to English (maybe
//            untranslated); never fails, it is a to-do list for translators
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configMessages } from './config-messages.mjs';
import { glossaryGaps, glossaryProblems } from './glossary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const formatjs = path.join(root, 'node_modules/.bin/formatjs');
const catalogs = path.join(root, 'src/lib/i18n/catalogs');
const run = (args) => execFileSync(formatjs, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] }).toString();

function extractEnglish() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'i18n-'));
  const out = path.join(tmp, 'en.json');
  try {
    run([
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      'src/**/*.test.{ts,tsx}',
      '--ignore',
      'src/**/*.d.ts',
      '--out-file',
      out,
      '--throws',
    ]);
    const fromCode = JSON.parse(readFileSync(out, 'utf8'));
    const fromConfig = configMessages(root);
    for (const [id, message] of Object.entries(fromConfig)) {
      if (fromCode[id] && fromCode[id].defaultMessage !== message.defaultMessage) {
        throw new Error(
          `message id '${id}' means "${fromCode[id].defaultMessage}" in src/ but "${message.defaultMessage}" in config/`,
        );
      }
    }
    const merged = { ...fromConfig, ...fromCode };
    return `${JSON.stringify(
      Object.fromEntries(
        Object.keys(merged)
          .sort()
          .map((id) => [id, merged[id]]),
      ),
      null,
      2,
    )}\n`;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const listJson = (dir) =>
  readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
const readCatalog = (file) => JSON.parse(readFileSync(path.join(catalogs, file), 'utf8'));

/** Missing, extra and English-identical keys of every translated catalog, against en.json. */
function report() {
  const english = readCatalog('en.json');
  const englishIds = Object.keys(english);
  const { brandNames, sameWord } = JSON.parse(
    readFileSync(path.join(root, 'src/lib/i18n/same-as-english.json'), 'utf8'),
  );
  let open = 0;
  for (const file of listJson(catalogs).filter((name) => name !== 'en.json')) {
    const locale = file.replace(/\.json$/, '');
    const catalog = readCatalog(file);
    const allowed = new Set([...brandNames, ...(sameWord[locale] ?? [])]);
    const missing = englishIds.filter((id) => !(id in catalog));
    const extra = Object.keys(catalog).filter((id) => !(id in english));
    const same = englishIds.filter((id) => catalog[id]?.defaultMessage === english[id].defaultMessage);
    const suspicious = same.filter((id) => !allowed.has(english[id].defaultMessage));
    open += missing.length + extra.length + suspicious.length;
    console.log(
      `${locale}: ${Object.keys(catalog).length}/${englishIds.length} messages, ${missing.length} missing, ${extra.length} extra, ${same.length} identical to English (${same.length - suspicious.length} allowed)`,
    );
    for (const id of missing) console.log(`  missing    ${id}: "${english[id].defaultMessage}"`);
    for (const id of extra) console.log(`  extra      ${id}`);
    for (const id of suspicious) console.log(`  identical  ${id}: "${english[id].defaultMessage}"`);
  }
  console.log(open ? `${open} to look at` : 'every catalog is complete and translated');
}

const command = process.argv[2];
if (command === 'extract') {
  writeFileSync(path.join(catalogs, 'en.json'), extractEnglish());
  console.log(
    `src/lib/i18n/catalogs/en.json: ${Object.keys(JSON.parse(readFileSync(path.join(catalogs, 'en.json'), 'utf8'))).length} messages`,
  );
} else if (command === 'check') {
  const problems = [];
  if (readFileSync(path.join(catalogs, 'en.json'), 'utf8') !== extractEnglish())
    problems.push('catalogs/en.json is out of date: run `npm run i18n:extract`');
  try {
    run([
      'verify',
      '--source-locale',
      'en',
      '--missing-keys',
      '--extra-keys',
      '--structural-equality',
      ...listJson(catalogs).map((file) => path.join('src/lib/i18n/catalogs', file)),
    ]);
  } catch (error) {
    problems.push(`formatjs verify: ${error.stderr?.toString() || error.stdout?.toString() || error.message}`);
  }
  const glossary = JSON.parse(readFileSync(path.join(root, 'src/lib/i18n/glossary.json'), 'utf8'));
  const all = Object.fromEntries(listJson(catalogs).map((file) => [file, readCatalog(file)]));
  problems.push(...glossaryGaps(glossary, all), ...glossaryProblems(glossary, all));
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`catalogs complete: ${listJson(catalogs).join(', ')}`);
} else if (command === 'report') {
  report();
} else {
  console.error('usage: node scripts/i18n.mjs extract|check|report');
  process.exit(2);
}
