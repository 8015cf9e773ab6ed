#!/usr/bin/env node
// A stack from the field names the build's files (/assets/app-Bx3k….js:1:20517), which say nothing to a reader. The
// build keeps their source maps out of what ships, in <outDir>-meta/ (vite.config.ts, build-meta-plugin.ts); this turns
// each frame back into the source file, line and column, with Node's own source-map reader.
//   node scripts/source-maps.mjs dist-meta < stack.txt     the stack, each frame of the build given its source
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A frame's place in a built file: 'https://portal/assets/app-Bx3k.js:1:20517' (any origin, the query already gone).
const BUILT_FRAME = /(?:https?:\/\/[^\s()]*)?\/assets\/([\w.-]+\.js):(\d+):(\d+)/g;

/** A map's source as a reader knows it: src/… for ours, the package's path for a library's. */
function readable(source) {
  const inPackage = source.lastIndexOf('node_modules/');
  return inPackage >= 0 ? source.slice(inPackage + 'node_modules/'.length) : source.replace(/^(\.\.\/)+/, '');
}

/**
 * A function from a stack to the same stack with each frame of the build in `metaDir` (its source maps) given as
 * source file:line:column; frames it has no map for stay as they are.
 */
export function createSymbolicator(metaDir) {
  const maps = new Map();
  const mapOf = (file) => {
    if (!maps.has(file)) {
      const mapFile = path.join(metaDir, 'assets', `${file}.map`);
      maps.set(file, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
    }
    return maps.get(file);
  };
  return (stack) =>
    stack.replace(BUILT_FRAME, (frame, file, line, column) => {
      const origin = mapOf(file)?.findOrigin(Number(line), Number(column));
      return origin && 'fileName' in origin
        ? `${readable(origin.fileName)}:${origin.lineNumber}:${origin.columnNumber}`
        : frame;
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const metaDir = process.argv[2];
  if (!metaDir || !existsSync(path.join(metaDir, 'assets'))) {
    console.error('usage: node scripts/source-maps.mjs <build>-meta < stack.txt   (the build that ran: its release)');
    process.exit(2);
  }
  const stack = readFileSync(0, 'utf8');
  process.stdout.write(createSymbolicator(metaDir)(stack));
}
