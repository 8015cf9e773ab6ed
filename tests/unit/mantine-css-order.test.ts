import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The app imports Mantine's stylesheet per component (docs/decisions/mantine-css-per-component.md). Rules of equal
// specificity are decided by source order, and Mantine's own whole sheet, styles.css, is its per-component sheets in
// the order they must come (UnstyledButton before Button, or a button loses its background). Each file's imports must
// keep that order; where each sheet sits in styles.css is read from the installed package, so an upgrade that
// reorders them is checked against the new order.
const root = path.resolve(import.meta.dirname, '../..');
const mantineStyles = path.join(root, 'node_modules/@mantine/core/styles');
const wholeSheet = readFileSync(path.join(root, 'node_modules/@mantine/core/styles.css'), 'utf8');
const IMPORT = /^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm;

/** Where a component's sheet begins inside Mantine's whole sheet. */
export function placeInMantinesOrder(sheet: string): number {
  const text = readFileSync(path.join(mantineStyles, `${sheet}.css`), 'utf8').trim();
  return wholeSheet.indexOf(text.slice(0, 400));
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const importing = sourceFiles(path.join(root, 'src'))
  .map((file) => ({
    file: path.relative(root, file),
    sheets: [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => match[1] ?? ''),
  }))
  .filter(({ sheets }) => sheets.length > 0);

describe("Mantine's stylesheets, imported per component", () => {
  it('are imported by the files that draw Mantine components', () => {
    expect(importing.length).toBeGreaterThan(10);
  });

  it.each(importing)('$file: each sheet is one of Mantine’s, in Mantine’s own order', ({ sheets }) => {
    const places = sheets.map((sheet) => ({ sheet, place: placeInMantinesOrder(sheet) }));
    expect(places.filter(({ place }) => place < 0).map(({ sheet }) => sheet)).toEqual([]);
    const sorted = [...places].sort((a, b) => a.place - b.place).map(({ sheet }) => sheet);
    expect(sheets).toEqual(sorted);
  });
});
