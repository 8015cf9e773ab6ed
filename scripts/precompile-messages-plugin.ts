import { parse } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

// English renders from the code's own default messages (src/lib/i18n/I18nProvider.tsx). As strings they would be
// parsed in the browser, so every page shipped formatjs' ICU parser (~8 KiB gzip) and parsed each text on first use.
// The production build compiles each `defaultMessage` to the same AST the other languages' catalogs hold
// (`formatjs compile --ast`), and the parser is replaced by formatjs' own parser-less build.

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function visit(node: Node, enter: (node: Node) => void): void {
  enter(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) if (isNode(child)) visit(child, enter);
    if (isNode(value)) visit(value, enter);
  }
}

const keyName = (key: unknown) =>
  isNode(key) ? (key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : undefined) : undefined;

/** The text of a string written out in the code (a literal, or a template without expressions), else null. */
function staticText(value: Node): string | null {
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
  const quasis = value.quasis as { value: { cooked: string } }[] | undefined;
  if (value.type === 'TemplateLiteral' && (value.expressions as unknown[]).length === 0 && quasis?.length === 1)
    return quasis[0]!.value.cooked;
  return null;
}

/**
 * A message's `description` is for its translators (the extracted catalogs keep it); nothing shows it, and formatjs'
 * own build plugins drop it too. Left in, it was 2-13 % of a file's gzip size: 2.6 KiB of the dashboard's first
 * paint, 13.7 KiB of all the scripts.
 */
function dropDescription(object: Node, output: MagicString): boolean {
  const properties = (object.properties as Node[]).filter(isNode);
  if (!properties.some((property) => keyName(property.key) === 'defaultMessage')) return false;
  const at = properties.findIndex((property) => keyName(property.key) === 'description');
  const description = properties[at];
  if (!description) return false;
  // With the comma after it (or, the last one, the comma before it), so the object stays well formed.
  const next = properties[at + 1];
  const previous = properties[at - 1];
  if (next) output.remove(description.start, next.start);
  else output.remove(previous ? previous.end : description.start, description.end);
  return true;
}

/**
 * Replaces every `defaultMessage: '<text>'` of a JavaScript module with the text's compiled AST. A default message
 * the build cannot read (a variable, a call) is an error naming the file: without the parser it could not be shown.
 * Returns null when the module has none.
 */
export function precompileMessages(
  code: string,
  file: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('defaultMessage')) return null;
  const output = new MagicString(code);
  let changed = false;
  visit(parseAst(code) as unknown as Node, (node) => {
    if (node.type === 'ObjectExpression') changed = dropDescription(node, output) || changed;
    if (node.type !== 'Property' || keyName(node.key) !== 'defaultMessage' || !isNode(node.value)) return;
    if (node.value.type === 'ArrayExpression') return; // already an AST (configText builds one)
    const text = staticText(node.value);
    if (text === null)
      throw new Error(
        `${file}: a defaultMessage must be written out as a string (it is compiled at build time; no ICU parser ships)`,
      );
    output.overwrite(node.value.start, node.value.end, JSON.stringify(parse(text)));
    changed = true;
  });
  return changed ? { code: output.toString(), map: output.generateMap({ hires: true, source: file }) } : null;
}

/** The production build's half of the above: compile the portal's messages, and ship formatjs without its parser. */
export function precompileMessagesPlugin(): Plugin {
  return {
    name: 'portal:precompile-messages',
    apply: 'build',
    enforce: 'post',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!/\/src\/.+\.[jt]sx?$/.test(id.split('?')[0] ?? '') || /\.test\.[jt]sx?$/.test(id)) return null;
      return precompileMessages(code, id);
    },
  };
}
