import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFilesOf, configJsonSchemas, configValidator, referenceNames } from './config-schemas.ts';
import { resolveConfig } from '../src/lib/config/resolve.ts';
import { resolveLookConfig } from '../src/lib/config/look.ts';
import { parseContentFile } from '../src/lib/config/content.ts';
import type { ConfigFileName, LookFileName } from '../src/lib/config/schema.ts';

// Every JSON example of docs/maintaining.md, put where its marker says, must pass the schema (ajv) and the loaders;
// a "broken example" must be refused by both. Marker: <!-- example: <file> [<path>[]] -->; a path ending in [] adds
// the example to that list, or replaces the element with the same id (or route).
const root = path.resolve(import.meta.dirname, '..');
const doc = readFileSync(path.join(root, 'docs/maintaining.md'), 'utf8');
const examples = [...doc.matchAll(/<!-- (broken )?example: (\S+)(?: (\S+))? -->\n```json\n([\s\S]*?)\n```/g)].map(
  ([, broken, file, at, json]) => ({
    broken: Boolean(broken),
    file: file ?? '',
    at,
    value: JSON.parse(json ?? '') as unknown,
  }),
);
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;

type Files = Map<string, unknown>;
function apply(files: Files, { file, at, value }: (typeof examples)[number]): void {
  if (!at) {
    files.set(file, file.includes('/catalogs/') ? { ...(read(file) as object), ...(value as object) } : value);
    return;
  }
  const copy = structuredClone(files.get(file) ?? read(file)) as Record<string, unknown>;
  let node: unknown = copy;
  for (const step of at.replace(/\[\]$/, '').split('.')) {
    const [, key, index] = /^(\w+)(?:\[(\d+)\])?$/.exec(step) ?? [];
    node = (node as Record<string, unknown>)[key ?? ''];
    if (index !== undefined) node = (node as unknown[])[Number(index)];
  }
  const list = node as Record<string, unknown>[];
  const entry = value as Record<string, unknown>;
  const same = list.findIndex((item) => (item.id ?? item.route) === (entry.id ?? entry.route));
  if (same >= 0) list[same] = entry;
  else list.push(entry);
  files.set(file, copy);
}

const configNames: ConfigFileName[] = [
  'app.json',
  'roles.json',
  'routes.json',
  'menu.json',
  'languages.json',
  'theme.json',
];
const rawOf = (files: Files) => (name: string) => files.get(`config/${name}`) ?? read(`config/${name}`);
const resolveWith = (files: Files) =>
  resolveConfig(
    Object.fromEntries(configNames.map((name) => [name, rawOf(files)(name)])) as Record<ConfigFileName, unknown>,
  );

/** The problems of the config with `files` changed: the schemas' (ajv) and the loaders'. */
function problems(files: Files): string[] {
  const raw = rawOf(files);
  const resolved = resolveWith(files);
  if (!resolved.ok) return resolved.errors;
  const lookNames: LookFileName[] = ['footer.json', 'ads.json', 'demo-messages.json'];
  const look = resolveLookConfig(
    Object.fromEntries(lookNames.map((name) => [name, raw(name)])) as Record<LookFileName, unknown>,
    resolved.config.routes,
  );
  const content = [...files.keys()].filter((file) => file.startsWith('config/content/'));
  const contentNames = [...new Set([...configFilesOf(root), ...content])]
    .filter((file) => file.startsWith('config/content/'))
    .map((file) => path.basename(file, '.json'));
  const routePaths = new Map(resolved.config.routes.map((route) => [route.id, route.path]));
  const publicFileExists = (src: string) => existsSync(path.join(root, 'public', src));
  const validate = configValidator(configJsonSchemas(referenceNames(root, resolved.config, contentNames)));
  return [
    ...(look.ok ? [] : look.errors),
    ...content.flatMap((file) => {
      const result = parseContentFile(path.basename(file, '.json'), files.get(file), { routePaths, publicFileExists });
      return result.ok ? [] : result.errors;
    }),
    ...[...files.entries()]
      .filter(([file]) => file.startsWith('config/'))
      .flatMap(([file, value]) => validate(file, value)),
  ];
}

describe('docs/maintaining.md', () => {
  const good = examples.filter((example) => !example.broken);
  it('has examples for the everyday edits', () => {
    expect(new Set(good.map((example) => example.file))).toEqual(
      new Set([
        'config/routes.json',
        'config/menu.json',
        'config/content/pallets.json',
        'config/ads.json',
        'config/footer.json',
        'src/lib/i18n/catalogs/fr.json',
      ]),
    );
  });

  it('every example passes the schemas and the loaders', () => {
    const files: Files = new Map();
    for (const example of good) apply(files, example);
    expect(problems(files)).toEqual([]);
    const catalog = files.get('src/lib/i18n/catalogs/fr.json') as Record<string, { defaultMessage?: unknown }>;
    expect(typeof catalog['route.pallets']?.defaultMessage).toBe('string');
  });

  it('every broken example is refused, by the schema and by the loader', () => {
    const broken = examples.filter((example) => example.broken);
    expect(broken.length).toBeGreaterThan(0);
    for (const example of broken) {
      const files: Files = new Map();
      apply(files, example);
      const found = problems(files);
      expect(found.length).toBeGreaterThan(0);
      // The schema alone marks it too, with the ids of the config as it is.
      const pristine = resolveWith(new Map());
      if (!pristine.ok) throw new Error(pristine.errors.join('\n'));
      const validate = configValidator(configJsonSchemas(referenceNames(root, pristine.config)));
      expect(validate(example.file, files.get(example.file))).not.toEqual([]);
    }
  });
});
