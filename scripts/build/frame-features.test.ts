import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRAME_FEATURES } from './frame-features.mjs';

describe('FRAME_FEATURES', () => {
  it('names exactly the features the shell layout loads (src/app/layouts.tsx)', () => {
    const layouts = readFileSync(path.resolve(import.meta.dirname, '../../src/app/layouts.tsx'), 'utf8');
    const shellLoad = layouts.slice(layouts.indexOf('const loadShellLayout'), layouts.indexOf('const ShellLayout'));
    const loaded = [...shellLoad.matchAll(/import\('@\/features\/([a-z-]+)'\)/g)].map((match) => match[1]);
    expect(loaded).toEqual(FRAME_FEATURES);
  });
});
