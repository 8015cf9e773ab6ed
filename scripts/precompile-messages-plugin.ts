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
