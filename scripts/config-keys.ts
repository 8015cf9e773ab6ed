#!/usr/bin/env node
// Config that no code reads is a promise nobody keeps: a maintainer edits a value and nothing changes (a review found
// app.json's adminLabel, theme.json's defaults.locale and the languages' icon and languageId). This lists every key of
// config/ (config/content/ included) that no code of src/ reads, naming file and key, and fails `npm test` on one.
//
// Read means a property read the TypeScript checker ties to the key's declaration in the zod schemas: `x.key`,
// `x['key']`, `const { key } = x`, or a spread `{ ...x }` (every key of x). The schemas declare every key they accept,
// so they are the map from a key of a file to its declaration; a message or a variable that merely shares the name
// (`shellMessages.adminLabel`) is another declaration and does not count. Keys of a record (role set names) are data.
//   node scripts/config-keys.ts     prints the unread keys, exit 1 when there is one
import path from 'node:path';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';

export interface ConfigKeysOptions {
  /** Files whose declarations are the keys of config/: the schemas. */
  schemaFiles: string[];
  /** The type each config file is read as, by file (relative to root): a type exported by one of the schema files. */
  fileTypes: (file: string) => { from: string; type: string } | null;
  /** Keys read by a script that has no types (the catalog extraction), by name, with the script that reads them. */
  readByScripts: Record<string, string>;
}

/** The type of each file of this repository's config/ (src/lib/config/schema.ts and content-schema.ts export them). */
export const portalConfigKeys: ConfigKeysOptions = {
  schemaFiles: ['src/lib/config/schema.ts', 'src/lib/config/content-schema.ts'],
  fileTypes: (file) => {
    // The JSON Schemas are the editor's, generated from the zod schemas (scripts/config-schemas.ts): not config.
    if (file.startsWith('config/schemas/')) return null;
    if (file.startsWith('config/content/')) return { from: 'src/lib/config/content-schema.ts', type: 'PageContent' };
    const name = file.replace(/^config\//, '');
    return { from: 'src/lib/config/schema.ts', type: `(ConfigFiles & LookFiles)['${name}']` };
  },
  // A text's note for its translator goes into the catalogs only (scripts/i18n.mjs, scripts/content-messages.mjs).
  // A route's addressOnly tells `npm run config:explain` that no menu entry is meant to open it.
  readByScripts: { description: 'scripts/i18n.mjs', addressOnly: 'scripts/config-explain.ts' },
};

const isCode = (file: string) => /\.tsx?$/.test(file) && !/\.(test\.tsx?|d\.ts)$/.test(file);

function filesUnder(folder: string, keep: (file: string) => boolean): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** 'config/<file>: <key path>' for each key of config/ that no code of src/ reads. */
export function unreadConfigKeys(root: string, options: ConfigKeysOptions = portalConfigKeys): string[] {
  const configFile = ts.findConfigFile(root, ts.sys.fileExists.bind(ts.sys));
  const parsed = configFile
    ? ts.getParsedCommandLineOfConfigFile(
        configFile,
        {},
        { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
      )
    : undefined;
  const code = filesUnder(path.join(root, 'src'), isCode);
  const schemas = options.schemaFiles.map((file) => path.join(root, file));
  // One more file whose only job is to name the type of each config file, so the checker can hand it over.
  const probe = path.join(root, 'src', '__config-keys-probe__.ts');
  const configFiles = filesUnder(path.join(root, 'config'), (file) => file.endsWith('.json')).map((file) =>
    path.relative(root, file).split(path.sep).join('/'),
  );
  const typed = configFiles.flatMap((file) => {
    const found = options.fileTypes(file);
    return found ? [{ file, ...found }] : [];
  });
  const probeSource = typed
    .map(({ from, type }, index) => {
      const module = `./${path.relative(path.dirname(probe), path.join(root, from)).split(path.sep).join('/')}`;
      return `import type * as m${index} from ${JSON.stringify(module)};\nexport type T${index} = ${type.replace(/\b([A-Z]\w*)\b/g, `m${index}.$1`)};`;
    })
    .join('\n');
  const host = ts.createCompilerHost(parsed?.options ?? {});
  const readFile = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  host.readFile = (file) => (path.resolve(file) === probe ? probeSource : readFile(file));
  host.fileExists = (file) => path.resolve(file) === probe || exists(file);
  // The ambient declarations (virtual:portal-config's type) are part of the program, or config would be `any`.
  const declarations = filesUnder(path.join(root, 'src'), (file) => file.endsWith('.d.ts'));
  const program = ts.createProgram(
    [...code, ...declarations, probe],
    { ...(parsed?.options ?? {}), noEmit: true },
    host,
  );
  const checker = program.getTypeChecker();

  const read = new Set<ts.Declaration>();
  const markSymbol = (symbol: ts.Symbol | undefined) => {
    for (const declaration of symbol?.declarations ?? []) read.add(declaration);
  };
  const markType = (type: ts.Type) => {
    for (const property of type.getApparentProperties()) markSymbol(property);
  };
  for (const source of program.getSourceFiles()) {
    if (!code.includes(path.resolve(source.fileName)) || schemas.includes(path.resolve(source.fileName))) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node)) markSymbol(checker.getSymbolAtLocation(node.name));
      else if (ts.isElementAccessExpression(node)) {
        // `policies[flow]` with flow: 'signIn' | 'signUp' reads each key the index can be.
        const index = checker.getTypeAtLocation(node.argumentExpression);
        const object = checker.getTypeAtLocation(node.expression);
        for (const part of index.isUnion() ? index.types : [index])
          if (part.isStringLiteral()) markSymbol(object.getProperty(part.value));
      } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
        if (node.dotDotDotToken) markType(checker.getTypeAtLocation(node.parent));
        else markSymbol(checker.getTypeAtLocation(node.parent).getProperty((node.propertyName ?? node.name).getText()));
      } else if (ts.isSpreadAssignment(node)) markType(checker.getTypeAtLocation(node.expression));
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  const probeFile = program.getSourceFile(probe);
  const unread: string[] = [];
  typed.forEach(({ file }, index) => {
    const alias = probeFile?.statements.find(
      (statement): statement is ts.TypeAliasDeclaration =>
        ts.isTypeAliasDeclaration(statement) && statement.name.text === `T${index}`,
    );
    if (!alias) throw new Error(`${file}: no type to read it as`);
    const type = checker.getTypeAtLocation(alias);
    // A type the checker could not resolve is `any`, which has every key: say so rather than pass everything.
    if (type.flags & ts.TypeFlags.Any)
      throw new Error(`${file}: its type ${typed[index]?.type} from ${typed[index]?.from} does not resolve`);
    walk(checker, JSON.parse(readFileSync(path.join(root, file), 'utf8')), type, '', (at, symbol, owner) => {
      if (symbol.declarations?.some((declaration) => read.has(declaration)) || symbol.name in options.readByScripts)
        return;
      // Handed on as a whole to code typed by its own interface (a component's props): that interface's reads count
      // when the config object fits it, so a message or another shape that merely shares the key's name does not.
      const fits = [...read].some((declaration) => {
        if (!ts.isPropertySignature(declaration) || declaration.name.getText() !== symbol.name) return false;
        return checker.isTypeAssignableTo(owner, checker.getTypeAtLocation(declaration.parent));
      });
      if (!fits && !unread.includes(`${file}: ${at}`)) unread.push(`${file}: ${at}`);
    });
  });
  return unread;
}

/** Walks a JSON value beside its type, calling back with each key's path and the property it is declared as. */
function walk(
  checker: ts.TypeChecker,
  value: unknown,
  type: ts.Type,
  at: string,
  visit: (at: string, symbol: ts.Symbol, owner: ts.Type) => void,
): void {
  const plain = checker.getNonNullableType(type);
  if (Array.isArray(value)) {
    const element =
      checker.isArrayType(plain) || checker.isTupleType(plain)
        ? checker.getTypeArguments(plain as ts.TypeReference)[0]
        : plain.getNumberIndexType();
    if (element) value.forEach((item) => walk(checker, item, element, `${at}[]`, visit));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    // A file's note for maintainers and the pointer to its schema for the editor: neither is read by code.
    if (key === '$comment' || key === '$schema') continue;
    const here = at ? `${at}.${key}` : key;
    // A union (a menu entry, a content block): the member that declares this key.
    const members = plain.isUnion() ? plain.types : [plain];
    const owner = members.find((member) => member.getProperty(key));
    const symbol = owner?.getProperty(key);
    if (!symbol) {
      // A record's key is data (a role set's name); its value is still walked for keys of its own.
      const index = plain.getStringIndexType();
      if (index) walk(checker, child, index, here, visit);
      continue;
    }
    visit(here, symbol, owner ?? plain);
    walk(checker, child, checker.getTypeOfSymbol(symbol), here, visit);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const unread = unreadConfigKeys(path.resolve(import.meta.dirname, '..'));
  if (unread.length) {
    console.error(`Config keys no code reads (use them or remove them, with their schema):\n  ${unread.join('\n  ')}`);
    process.exit(1);
  }
  console.log('every key of config/ is read by the code');
}
