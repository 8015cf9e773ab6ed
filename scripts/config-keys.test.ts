import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unreadConfigKeys, type ConfigKeysOptions } from './config-keys.ts';

// A project of four files: the schema's types, a config file, and code that reads some of its keys.
const root = mkdtempSync(path.join(os.tmpdir(), 'config-keys-'));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
write(
  'tsconfig.json',
  JSON.stringify({
    compilerOptions: {
      strict: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      allowImportingTsExtensions: true,
      noEmit: true,
      types: [],
    },
    include: ['src'],
  }),
);
write(
  'src/schema.ts',
  `export interface ConfigFiles { 'app.json': { used: string; named: string; taken: number; handedOn: { label: string; href: string }[]; policies: { a: string; b: string }; forgotten: boolean } }\n`,
);
write(
  'config/app.json',
  JSON.stringify({
    $comment: 'not a key',
    used: 'x',
    named: 'y',
    taken: 1,
    handedOn: [{ label: 'l', href: 'h' }],
    policies: { a: '', b: '' },
    forgotten: true,
  }),
);
const options: ConfigKeysOptions = {
  schemaFiles: ['src/schema.ts'],
  fileTypes: () => ({ from: 'src/schema.ts', type: "ConfigFiles['app.json']" }),
  readByScripts: {},
};
const code = (extra = '') => `import type { ConfigFiles } from './schema.ts';
declare const app: ConfigFiles['app.json'];
export const used = app.used;
const { taken } = app;
export const flow: 'a' | 'b' = taken > 0 ? 'a' : 'b';
export const policy = app.policies[flow];
// app.forgotten is only named in a comment.
function List({ links }: { links: readonly { label: string; href: string }[] }) { return links.map((link) => link.label + link.href); }
export const listed = List({ links: app.handedOn });
// A message that shares a key's name is another declaration.
const messages = { named: 'Named', forgotten: 'Forgotten' };
export const text = messages.named + messages.forgotten;
${extra}`;

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('unreadConfigKeys', () => {
  it('names each key of config/ that no code reads, by file and key path', () => {
    write('src/read.ts', code());
    expect(unreadConfigKeys(root, options)).toEqual(['config/app.json: named', 'config/app.json: forgotten']);
  });

  it('passes once the code reads them (a spread reads every key)', () => {
    write('src/read.ts', code('export const all = { ...app };'));
    expect(unreadConfigKeys(root, options)).toEqual([]);
  });

  it('refuses a file whose type does not resolve, rather than passing every key', () => {
    expect(() =>
      unreadConfigKeys(root, { ...options, fileTypes: () => ({ from: 'src/schema.ts', type: 'NoSuchType' }) }),
    ).toThrow(/config\/app\.json: its type NoSuchType/);
  });
});
