// Our own two lint rules for the layers of docs/architecture.md, with no resolver dependency (eslint-plugin-import-x needs native
// resolver bindings that this registry does not carry for every platform, which breaks `npm ci`):
//   architecture/layers    an import may not cross a layer boundary (zones like import-x/no-restricted-paths)
//   architecture/no-cycle  no runtime import cycle among our files (type-only imports don't count; dynamic ones
//                          do: a lazy popup and its trigger importing each other are still one knot to untie), and
//                          no cycle between the folders of src/lib (a folder is a unit: lib/forms and lib/member
//                          may not each lean on the other)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ALIASES = { '@/': 'src/', '@generated/': 'generated/', '@config/': 'config/' };
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.tsx'];

/** The file an import names, or null for a package or a virtual module. */
export function resolveImport(fromFile, specifier) {
  let base = null;
  for (const [alias, dir] of Object.entries(ALIASES))
    if (specifier.startsWith(alias)) base = path.join(root, dir, specifier.slice(alias.length));
  if (!base && specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  if (!base) return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
}

const inside = (file, dir) => {
  const relative = path.relative(path.join(root, dir), file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

const layers = {
  meta: { type: 'problem', schema: [{ type: 'object', properties: { zones: { type: 'array' } } }] },
  create(context) {
    const file = context.filename;
    const zones = (context.options[0]?.zones ?? []).filter((zone) => inside(file, zone.target));
    if (!zones.length) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveImport(file, node.source.value);
      if (!target) return;
      for (const zone of zones) {
        const from = [zone.from].flat();
        const excepted = (zone.except ?? []).some((dir) => inside(target, dir));
        if (from.some((dir) => inside(target, dir)) && !excepted) {
          context.report({
            node: node.source,
            message: `'${node.source.value}' crosses a layer boundary: ${zone.message}`,
          });
        }
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

// The import graph of our own source, built once per lint run from the files on disk.
let graph = null;
const RUNTIME_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";()]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function listSources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

function cyclicFiles() {
  if (graph) return graph;
  const edges = new Map();
  for (const file of listSources(path.join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(RUNTIME_IMPORT), ...text.matchAll(DYNAMIC_IMPORT)]
      .map((match) => resolveImport(file, match[1]))
      .filter((target) => target && inside(target, 'src'));
    edges.set(file, new Set(targets));
  }
  graph = { files: stronglyConnected(edges), libFolders: stronglyConnected(folderEdges(edges)) };
  return graph;
}

/** The folder of src/lib a file belongs to ('src/lib/forms'), or null outside src/lib. */
function libFolder(file) {
  const relative = path.relative(path.join(root, 'src/lib'), file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length ? path.join(root, 'src/lib', first) : null;
}

/** The imports between the folders of src/lib, as one graph of folders. */
function folderEdges(fileEdges) {
  const edges = new Map();
  for (const [file, targets] of fileEdges) {
    const from = libFolder(file);
    if (!from) continue;
    for (const target of targets) {
      const to = libFolder(target);
      if (to && to !== from) edges.set(from, new Set([...(edges.get(from) ?? []), to]));
    }
  }
  return edges;
}

function stronglyConnected(edges) {
  // Tarjan's strongly connected components: every file in a component of two or more is in a cycle.
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const component = new Map();
  const visit = (node) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)));
    }
    if (low.get(node) === indices.get(node)) {
      const members = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        members.push(member);
      } while (member !== node);
      const selfLoop = members.length === 1 && edges.get(node)?.has(node);
      if (members.length > 1 || selfLoop) for (const file of members) component.set(file, members);
    }
  };
  for (const node of edges.keys()) if (!indices.has(node)) visit(node);
  return component;
}

const noCycle = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      if (node.importKind === 'type' || node.exportKind === 'type' || typeof node.source?.value !== 'string') return;
      const { files, libFolders } = cyclicFiles();
      const target = resolveImport(file, node.source.value);
      if (!target) return;
      const cycle = files.get(file);
      if (cycle && cycle.includes(target)) {
        const names = cycle.map((member) => path.relative(root, member)).join(' → ');
        context.report({ node: node.source, message: `Import cycle: ${names}` });
        return;
      }
      const [from, to] = [libFolder(file), libFolder(target)];
      const knot = from && libFolders.get(from);
      if (knot && to && to !== from && knot.includes(to)) {
        const names = knot.map((member) => path.relative(root, member)).join(' ↔ ');
        context.report({
          node: node.source,
          message: `Import cycle between src/lib folders: ${names} (move what both need into one of them, or below both)`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { layers, 'no-cycle': noCycle } };
