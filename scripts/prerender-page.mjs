// Turns the app's index.html and a page rendered at build time into that page's own HTML file (see
// scripts/prerender-plugin.ts). Pure string work on the built files, so it is unit-tested on its own.

const unescapeAttribute = (value) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
const escapeText = (value) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The shipped policy blocks style="" attributes (style-src-attr 'none'): in the browser React sets those styles through
 * the CSSOM, which the policy allows, but in HTML they would be dropped. Each becomes a data attribute and a rule in
 * one <style> element (allowed: style-src-elem), the id making it outrank the classes as the attribute did.
 */
export function moveStyleAttributes(markup) {
  const rules = new Map();
  const html = markup.replace(/ style="([^"]*)"/g, (_, value) => {
    const css = unescapeAttribute(value);
    if (!rules.has(css)) rules.set(css, rules.size);
    return ` data-ps="${rules.get(css)}"`;
  });
  const css = [...rules].map(([declarations, index]) => `#root [data-ps="${index}"]{${declarations}}`).join('\n');
  if (css.includes('</')) throw new Error('prerender: a style value contains "</"');
  return { html, css };
}

/** Every file a manifest entry needs before it runs: its own, and those of its static imports, in order. */
export function closureOf(manifest, keys) {
  const seen = new Set();
  const js = [];
  const css = [];
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (chunk.file.endsWith('.js')) js.push(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.push(`/${file}`);
  };
  keys.forEach(visit);
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

/**
 * The page's HTML: index.html's head (its stylesheet, icons, description) with the rendered page in #root, the
 * stylesheets of the modules it was made of (`used`: project-relative paths), its title, language and colour scheme,
 * and the first-paint script in place of the app's entry, which it loads later (the entry's files listed in a meta
 * element, for the script to fetch ahead once the page has loaded).
 */
export function composePrerenderedPage({
  indexHtml,
  manifest,
  used,
  rendered,
  firstPaintEntry = 'src/sign-in-first-paint.ts',
}) {
  const script = manifest[firstPaintEntry];
  if (!script) throw new Error(`prerender: ${firstPaintEntry} is not in the build's manifest`);
  const dynamicEntries = used.filter((key) => manifest[key] && key !== 'index.html' && key !== firstPaintEntry);
  const app = closureOf(manifest, ['index.html', ...dynamicEntries]);
  const linked = new Set(
    [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]),
  );
  const stylesheets = app.css
    .filter((file) => !linked.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="${file}">`);

  // React puts the <style> and <link> elements of the page (Mantine's variables, an image preload) first: to the head.
  const hoisted = [];
  const body = rendered.markup.replace(/<style[^>]*>[\s\S]*?<\/style>|<link [^>]*\/?>/g, (element) => {
    hoisted.push(element);
    return '';
  });
  const { html, css } = moveStyleAttributes(body);
  const entry = manifest['index.html'];
  if (!entry) throw new Error("prerender: index.html is not an entry of the build's manifest");
  const head = [
    ...stylesheets,
    ...hoisted,
    `<style data-prerendered-styles>${css}</style>`,
    `<meta name="portal-app-entry" content="/${entry.file}">`,
    `<meta name="portal-app-files" content="${app.js.join(' ')}">`,
    // Render-blocking (Chromium; others ignore it, harmlessly): when the visit has a saved look or language to restore,
    // the script hides the default page before it is ever painted, instead of flashing it.
    `<script type="module" crossorigin blocking="render" src="/${script.file}"></script>`,
  ];

  const page = indexHtml
    .replace(
      /<html[^>]*>/,
      `<html lang="${rendered.lang}" dir="${rendered.dir}" data-mantine-color-scheme="${rendered.colorScheme}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(rendered.title)}</title>`)
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('</head>', `    ${head.join('\n    ')}\n  </head>`)
    .replace(/<div id="root">[\s\S]*?(?=\s*<\/body>)/, `<div id="root" data-prerendered>${html}</div>`);
  if (!page.includes('data-prerendered>')) throw new Error('prerender: index.html has no <div id="root"> to fill');
  return page;
}
