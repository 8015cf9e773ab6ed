import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceGraph } from './source-graph';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A throwaway project: `files` under src/, by path. */
function project(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'source-graph-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, 'src', file)), { recursive: true });
    writeFileSync(path.join(root, 'src', file), text);
  }
  return root;
}

const reached = (graph: ReturnType<typeof sourceGraph>, start: string) =>
  [...graph.reach([`src/${start}`])].map((file) => path.relative(path.join(root, 'src'), file)).sort();

describe('the source graph the chunk groups read', () => {
  it('follows static imports and re-exports, of every form, but not an import() or a type import', () => {
    const graph = sourceGraph(
      project({
        'entry.ts': [
          "import { a } from './a';",
          "import './side-effect';",
          'import {\n  b,\n} from "./b";',
          "export * from './c';",
          "import type { T } from './typed';",
          "export const loadLazy = () => import('./lazy');",
          "const Other = lazy(() => import('./other-lazy'));",
        ].join('\n'),
        'a.ts': 'export const a = 1;',
        'b.ts': 'export const b = 1;',
        'c.ts': 'export const c = 1;',
        'side-effect.ts': 'console.log(1);',
        'typed.ts': 'export type T = 1;',
        'lazy.ts': "import { a } from './a';\nexport default a;",
        'other-lazy.ts': 'export default 1;',
      }),
    );
    expect(reached(graph, 'entry.ts')).toEqual(['a.ts', 'b.ts', 'c.ts', 'entry.ts', 'side-effect.ts']);
    expect([...graph.lazy].map((file) => path.basename(file)).sort()).toEqual(['lazy.ts', 'other-lazy.ts']);
  });
});
