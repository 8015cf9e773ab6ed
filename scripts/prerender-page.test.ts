import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { closureOf, composePrerenderedPage, moveStyleAttributes } from './prerender-page.mjs';

const indexHtml = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Member Portal</title>
    <script type="module" crossorigin src="/assets/main-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/main-1.css">
  </head>
  <body>
    <div id="root"><div class="boot-mark"><img src="/favicon.svg" alt="" /></div></div>
  </body>
</html>`;

const manifest: Manifest = {
  'index.html': {
    file: 'assets/main-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-1.js'],
    css: ['assets/main-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/sign-in-first-paint.ts': { file: 'assets/signin-1.js', src: 'src/sign-in-first-paint.ts', isEntry: true },
  'src/features/auth/index.ts': {
    file: 'assets/auth-1.js',
    src: 'src/features/auth/index.ts',
    isDynamicEntry: true,
    imports: ['_react-1.js', '_Button-1.js'],
    css: ['assets/auth-1.css'],
  },
  '_Button-1.js': { file: 'assets/Button-1.js', css: ['assets/Button-1.css'] },
  'src/features/shell/index.ts': {
    file: 'assets/shell-1.js',
    src: 'src/features/shell/index.ts',
    isDynamicEntry: true,
    css: ['assets/shell-1.css'],
  },
};

const rendered = {
  markup:
    '<style data-mantine-styles="true">:root{--x:1}</style><!--$--><main style="--stack-gap:1px;font-family:&quot;Noto Sans&quot;"><h1 style="--stack-gap:1px;font-family:&quot;Noto Sans&quot;">Sign in &amp; go</h1><button style="color:red">Sign in</button></main><!--/$-->',
  title: 'Sign in | Member Portal',
  lang: 'en',
  dir: 'ltr' as const,
  colorScheme: 'light' as const,
};

describe('the prerendered page', () => {
  it('moves style attributes into one rule each, shared by equal values, the CSS unescaped', () => {
    const { html, css } = moveStyleAttributes(rendered.markup);
    expect(html).not.toContain(' style="');
    expect(html).toContain('<main data-ps="0"><h1 data-ps="0">');
    expect(html).toContain('<button data-ps="1">');
    expect(css).toBe('#root [data-ps="0"]{--stack-gap:1px;font-family:"Noto Sans"}\n#root [data-ps="1"]{color:red}');
  });

  it('takes a chunk, its static imports and their stylesheets, once each', () => {
    expect(closureOf(manifest, ['index.html', 'src/features/auth/index.ts'])).toEqual({
      js: ['/assets/react-1.js', '/assets/main-1.js', '/assets/Button-1.js', '/assets/auth-1.js'],
      css: ['/assets/main-1.css', '/assets/Button-1.css', '/assets/auth-1.css'],
    });
  });

  it("is index.html with the page in #root, the used modules' stylesheets, and the first-paint script instead of the entry", () => {
    const page = composePrerenderedPage({
      indexHtml,
      manifest,
      used: ['src/app/router.tsx', 'src/features/auth/index.ts'],
      rendered,
    });
    expect(page).toContain('<html lang="en" dir="ltr" data-mantine-color-scheme="light">');
    expect(page).toContain('<title>Sign in | Member Portal</title>');
    expect(page).toContain(
      '<div id="root" data-prerendered><!--$--><main data-ps="0"><h1 data-ps="0">Sign in &amp; go</h1>',
    );
    expect(page).not.toContain('boot-mark"><img');
    // The app's entry runs only when the first-paint script adds it; nothing of it is preloaded (that would compile it).
    expect(page).not.toContain('src="/assets/main-1.js"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<script type="module" crossorigin blocking="render" src="/assets/signin-1.js"></script>');
    expect(page).toContain('<meta name="portal-app-entry" content="/assets/main-1.js">');
    expect(page).toContain(
      '<meta name="portal-app-files" content="/assets/react-1.js /assets/main-1.js /assets/Button-1.js /assets/auth-1.js">',
    );
    // index.html's stylesheet stays, once; the auth layout's are added; the shell, which the page did not use, is not.
    expect(page.match(/main-1\.css/g)).toHaveLength(1);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/Button-1.css">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/auth-1.css">');
    expect(page).not.toContain('shell-1');
    // Mantine's variables go to the head, before </head>.
    expect(page.indexOf('data-mantine-styles')).toBeLessThan(page.indexOf('</head>'));
  });

  it('fails the build, naming what is missing, when the first-paint script or #root is not there', () => {
    expect(() =>
      composePrerenderedPage({ indexHtml, manifest: { 'index.html': manifest['index.html']! }, used: [], rendered }),
    ).toThrow(/src\/sign-in-first-paint\.ts is not in the build/);
    expect(() =>
      composePrerenderedPage({ indexHtml: indexHtml.replace('id="root"', 'id="app"'), manifest, used: [], rendered }),
    ).toThrow(/no <div id="root">/);
  });
});
