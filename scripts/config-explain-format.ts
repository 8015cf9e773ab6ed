// How `npm run config:explain` prints its explanation (scripts/config-explain.ts): aligned plain text for a terminal,
// or Markdown tables that a change's description or a CI summary shows as tables.
import type { Explanation, RouteRow } from './config-explain.ts';

const routeColumns = ['route', 'path', 'title', 'role set', 'layout', 'menu place', 'shows'] as const;
const routeCells = (route: RouteRow): string[] => [
  route.id,
  route.path,
  route.title,
  route.roleSet,
  route.layout,
  route.menuPlaces.join('; ') ||
    (route.entry ? `(the ${route.entry} route)` : route.addressOnly ? '(by address only)' : '(none)'),
  route.shows,
];
const roleTitle = (menu: Explanation['menus'][number]) =>
  `Menu as a member with role '${menu.role}' sees it (role sets: ${menu.roleSets.join(', ')})`;
const nothing = 'nothing';

/** Columns padded to their widest cell. */
function aligned(header: readonly string[], rows: string[][]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

export function explanationText(explanation: Explanation): string {
  const out = ['Routes', ...aligned(routeColumns, explanation.routes.map(routeCells))];
  for (const menu of explanation.menus) {
    out.push('', roleTitle(menu));
    for (const line of menu.lines)
      out.push(`${'  '.repeat(line.depth + 1)}${line.label}${line.path ? `  ${line.path}` : ''}`);
  }
  out.push(
    '',
    'Unreachable',
    ...(explanation.unreachable.length ? explanation.unreachable : [nothing]).map((x) => `  ${x}`),
  );
  out.push(
    '',
    'Config texts a language lacks (shown in English there)',
    ...(explanation.untranslated.length ? explanation.untranslated : [nothing]).map((x) => `  ${x}`),
  );
  return out.join('\n');
}

/** A Markdown table cell: a pipe would end the cell, a line break the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const table = (header: readonly string[], rows: string[][]) => [
  `| ${header.join(' | ')} |`,
  `|${header.map(() => '---').join('|')}|`,
  ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
];
const list = (items: string[]) => (items.length ? items.map((item) => `- ${cell(item)}`) : [`- ${nothing}`]);

export function explanationMarkdown(explanation: Explanation): string {
  const out = ['## Routes', '', ...table(routeColumns, explanation.routes.map(routeCells))];
  for (const menu of explanation.menus) {
    const rows = menu.lines.map((line) => [
      `${'  '.repeat(line.depth)}${line.depth ? '↳ ' : ''}${line.label}`,
      line.path ?? '',
    ]);
    // Leading spaces vanish in a Markdown cell; non-breaking ones keep the tree's indentation.
    out.push(
      '',
      `## ${roleTitle(menu)}`,
      '',
      ...table(
        ['entry', 'path'],
        rows.map(([label, to]) => [label?.replace(/ /g, '\u00a0') ?? '', to ?? '']),
      ),
    );
  }
  out.push('', '## Unreachable', '', ...list(explanation.unreachable));
  out.push('', '## Config texts a language lacks (shown in English there)', '', ...list(explanation.untranslated));
  return out.join('\n');
}
