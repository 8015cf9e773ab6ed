// The app's own module graph, read from the source: which modules each module imports statically and which it loads
// with import() (`import('./x')`, `import('@/x')`; the pages, loaded through the page registry's import.meta.glob, are
// left to their feature's group, so a page's file only points to its feature's). The chunk
// groups (chunk-groups.ts) use it to keep each lazily loaded module its own file, and to give a group exactly the
// modules one of its roots reaches without an import() in between.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['', '.tsx', '.ts', '/index.ts', '/index.tsx'];
const ALIASES: Record<string, string> = { '@/': 'src/', '@config/': 'config/', '@generated/': 'generated/' };

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolve(root: string, from: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  const base = alias
    ? path.join(root, ALIASES[alias] ?? '', specifier.slice(alias.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return EXTENSIONS.map((extension) => `${base}${extension}`).find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

export type SourceGraph = {
  files: string[];
  lazy: Set<string>;
  reach: (roots: string[]) => Set<string>;
  /** A file's text, as read to build the graph. */
  source: (file: string) => string;
};

export function sourceGraph(root: string): SourceGraph {
  const lazy = new Set<string>();
  const imports = new Map<string, string[]>();
  const texts = new Map<string, string>();
  const files = sourceFiles(path.join(root, 'src'));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    texts.set(file, text);
    for (const match of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const resolved = match[1] ? resolve(root, file, match[1]) : undefined;
      if (resolved) lazy.add(resolved);
    }
    // `import … from '…'`, `import '…'`, `export … from '…'`; not `export const load = () => import('…')` (a lazy one).
    const statics = [...text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";()]*?\bfrom\s+)?['"]([^'"]+)['"]/gm)].map(
      (match) => (match[1] ? resolve(root, file, match[1]) : undefined),
    );
    imports.set(
      file,
      statics.filter((found): found is string => Boolean(found)),
    );
  }
  const reach = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of imports.get(file) ?? []) visit(next);
    };
    for (const start of roots) visit(path.join(root, start));
    return seen;
  };
  return { files, lazy, reach, source: (file) => texts.get(file) ?? readFileSync(file, 'utf8') };
}
