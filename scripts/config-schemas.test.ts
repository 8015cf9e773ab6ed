import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  configFilesOf,
  configJsonSchemas,
  configValidator,
  referenceNames,
  schemaRefOf,
  undescribedFields,
  validateConfigFiles,
} from './config-schemas.ts';
import { readPortalConfig } from './portal-config-plugin.ts';
import { resolveConfig } from '../src/lib/config/resolve.ts';
import type { ConfigFileName } from '../src/lib/config/schema.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
const { config } = readPortalConfig(root);
if (!config) throw new Error('config/ is invalid');
const validate = configValidator(configJsonSchemas(referenceNames(root, config)));
const rawConfig = () =>
  Object.fromEntries(
    ['app.json', 'roles.json', 'routes.json', 'menu.json', 'languages.json', 'theme.json'].map((name) => [
      name,
      read(`config/${name}`),
    ]),
  ) as Record<ConfigFileName, Record<string, unknown>>;

describe('the JSON Schemas of config/', () => {
  it('every config file names its schema and validates against the schemas on disk', () => {
    expect(configFilesOf(root)).toContain('config/content/coolers.json');
    expect(schemaRefOf('config/menu.json')).toBe('./schemas/menu.schema.json');
    expect(schemaRefOf('config/content/coolers.json')).toBe('../schemas/content.schema.json');
    expect(validateConfigFiles(root)).toEqual([]);
  });

  it('passes a good sample: a new menu entry for a route that exists', () => {
    const menu = read('config/menu.json');
    menu.items = [...(menu.items as unknown[]), { type: 'item', route: 'syndigo' }];
    expect(validate('config/menu.json', menu)).toEqual([]);
  });

  it('marks a typo in a route id, a role set and a field name, as the zod loader does', () => {
    const raw = rawConfig();
    const menu = raw['menu.json'] as { items: Record<string, unknown>[] };
    menu.items[0] = { type: 'item', route: 'dashbord' };
    menu.items[2] = { type: 'item', route: 'newsletter', titel: 'News' };
    const routes = raw['routes.json'] as { groups: { roles: unknown }[] };
    routes.groups[0]!.roles = 'admins';

    const menuProblems = validate('config/menu.json', menu);
    expect(menuProblems).toContainEqual(expect.stringMatching(/^config\/menu\.json: items\.0\.route: .*dashboard/));
    expect(menuProblems).toContainEqual('config/menu.json: items.2: must NOT have additional properties: titel');
    expect(validate('config/routes.json', routes)).toContainEqual(
      expect.stringMatching(
        /^config\/routes\.json: groups\.0\.roles: must be equal to one of the allowed values: .*user/,
      ),
    );

    // The loader the build and `npm test` run stops on each, naming file and field.
    const typoedField = resolveConfig(raw);
    expect(typoedField.ok).toBe(false);
    if (!typoedField.ok)
      expect(typoedField.errors).toContain('config/menu.json: items[2]: Unrecognized key: "titel": titel');
    menu.items[2] = { type: 'item', route: 'newsletter' };
    const typoedIds = resolveConfig(raw);
    expect(typoedIds.ok).toBe(false);
    if (!typoedIds.ok)
      expect(typoedIds.errors).toEqual(
        expect.arrayContaining([
          "config/menu.json: items[0].route: unknown route id 'dashbord'",
          expect.stringMatching(/^config\/routes\.json: groups\[0\]\.routes\[0\]\.roles: unknown role set 'admins'/),
        ]),
      );
  });

  it('marks a file that does not name its schema', () => {
    const { $schema: _dropped, ...roles } = read('config/roles.json');
    expect(validate('config/roles.json', roles)).toEqual([
      'config/roles.json: $schema: must be "./schemas/roles.schema.json", so the editor finds the schema',
    ]);
  });

  it('names a field that has no description, so the editor would show nothing for it', () => {
    const schema = z.toJSONSchema(
      z.object({ shown: z.string().describe('Said.'), silent: z.object({ inner: z.number() }).describe('Said.') }),
    ) as Record<string, unknown>;
    expect(undescribedFields('x.json', schema)).toEqual(['x.json: silent.inner']);
  });
});
