import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compiledCatalogsPlugin } from './compiled-catalogs-plugin.ts';

type Load = (this: unknown, id: string) => Promise<{ code: string } | null>;
const plugin = compiledCatalogsPlugin();
const load = plugin.load as unknown as Load;
const context = {
  addWatchFile: () => undefined,
  error: (message: string) => {
    throw new Error(message);
  },
};

let folder = '';
function catalog(messages: Record<string, string>): string {
  folder = mkdtempSync(path.join(os.tmpdir(), 'catalogs-'));
  const dir = path.join(folder, 'src/lib/i18n/catalogs');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'xx.json');
  const entries = Object.entries(messages).map(([id, text]) => [id, { defaultMessage: text }]);
  writeFileSync(file, JSON.stringify(Object.fromEntries(entries)));
  return file;
}
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('compiled catalogs plugin', () => {
  it('compiles a catalog to its AST as it loads, with or without the dev server’s own query', async () => {
    const file = catalog({ greeting: 'Hello {name}' });
    for (const id of [`${file}?compiled`, `${file}?import&compiled`]) {
      const module = await load.call(context, id);
      expect(module?.code).toMatch(/^export default /);
      const messages = JSON.parse(module!.code.replace(/^export default /, '').replace(/;$/, '')) as object;
      expect(messages).toEqual({
        greeting: [
          { type: 0, value: 'Hello ' },
          { type: 1, value: 'name' },
        ],
      });
    }
  });

  it('leaves every other module alone', async () => {
    const file = catalog({ greeting: 'Hello' });
    expect(await load.call(context, file)).toBeNull();
    expect(await load.call(context, `${file}?raw`)).toBeNull();
  });

  it('fails the build naming the catalog whose text does not compile', async () => {
    const file = catalog({ broken: 'Hello {name' });
    await expect(load.call(context, `${file}?compiled`)).rejects.toThrow(/xx\.json does not compile/);
  });
});
