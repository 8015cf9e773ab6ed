// How the production build groups modules into files (rolldown's output.codeSplitting.groups). Left to itself the
// bundler made 127 files for a signed-in /dashboard visit, 22.7 KiB of them nothing but import/export glue between
// tiny shared chunks, each one more request and one more module to link on a phone (measured with a trace of
// the dashboard: docs/decisions/chunk-groups.md).
// The groups follow what a visit needs together: the first load (vendor apart from the app's own code), MSAL, the
// libraries and shared code every member page uses, each heavy library used by a few pages on its own, and per feature
// its pages. Rolldown gives each group's modules (and their dependencies no earlier group took) one file, so the order
// matters: the first load is taken first, so nothing lazy is pulled into it; and a module the app imports with
// import() (a chart, a popup, a drawer) is never grouped, so it stays a file loaded when it is needed.
// A library is named by its package alone, never by a file inside it: a release that moves its files moves nothing
// between our groups (docs/upgrading.md says how to see when a release changes which pages a file serves).
import path from 'node:path';
import type { Rolldown } from 'vite';
import { FRAME_ROOTS } from './frame-features.mjs';
import { sourceGraph } from './source-graph.ts';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

/** The npm package a module comes from (`@scope/name` or `name`), read from its install folder; null for our own. */
export function packageOf(id: string): string | null {
  const parts = id.replace(/\?.*$/, '').split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return null;
  const name = parts[at + 1] ?? '';
  return name.startsWith('@') ? `${name}/${parts[at + 2] ?? ''}` : name;
}

const inPackages =
  (...names: string[]) =>
  (id: string) => {
    const name = packageOf(id);
    return (
      name !== null &&
      names.some((wanted) => (wanted.endsWith('*') ? name.startsWith(wanted.slice(0, -1)) : name === wanted))
    );
  };
const isLibrary = (id: string) => packageOf(id) !== null;
const MSAL = inPackages('@azure/*');
/** In one of our own folders (relative to the project's root), or one of our own files. */
const inOurs =
  (...places: string[]) =>
  (id: string) =>
    !isLibrary(id) &&
    places.some((place) => {
      const file = id.replace(/\?.*$/, '').replace(/\\/g, '/');
      return place.endsWith('/') ? file.includes(`/${place}`) : file.endsWith(`/${place}`);
    });
const B2C = inOurs('src/lib/auth/b2c/');
const SIGN_IN = inOurs(
  'src/features/auth/index.ts',
  'src/features/auth/AuthLayout.tsx',
  'src/features/auth/pages/SignInPage.tsx',
);
const FIRST_PAINT = inOurs('src/lib/saved-choices.ts', 'src/lib/idle.ts', 'src/lib/auth/b2c/msal-needed.ts');
const PAGE = /[\\/]src[\\/]features[\\/][a-z-]+[\\/]pages[\\/]/;
const ENTRIES = /([\\/]src[\\/](main\.tsx|sign-in-first-paint\.ts|redirect-bridge\.ts)|\.html)$/;
// A language's catalog (compiled as it loads, scripts/compiled-catalogs-plugin.ts): each its own file.
const CATALOGS = /[\\/]src[\\/]lib[\\/]i18n[\\/]catalogs[\\/][^\\/]+\.json\?compiled/;

// Code only some pages use: each its own file, fetched only by the pages that need it. Named by package (with the
// packages only that library brings) and by our own folders, never by a file inside a library.
const OWN_FILES: Record<string, (id: string) => boolean> = {
  charts: inPackages(
    'recharts',
    '@mantine/charts',
    'victory-vendor',
    'd3-*',
    '@reduxjs/*',
    'redux',
    'react-redux',
    'immer',
    'reselect',
    'decimal.js-light',
    'es-toolkit',
    'eventemitter3',
    'internmap',
    'tiny-invariant',
  ),
  tables: inOurs('src/components/data-table/'),
  // The row forms' libraries (loaded with the forms, after the list). Not the drafts' storage (idb-keyval, 1 KiB):
  // a list page reads which rows have a draft, and would fetch every form library with it.
  forms: (id) =>
    inPackages('@mantine/dropzone', '@mantine/form', 'react-dropzone', 'file-selector', 'attr-accept')(id) ||
    inOurs('src/components/form/', 'src/lib/forms/')(id),
  carousel: inPackages('embla-carousel*'),
  spotlight: inPackages('@mantine/spotlight'),
  // The CSV writer, imported with import() on a table's first export: not in 'ui', which every member page fetches.
  csv: inPackages('papaparse'),
};
// Field data's collector and web-vitals, loaded with import() once a page's content is there: kept out of every group,
// so the bundler makes them the collector's one file (its small first part, front.ts, is in the first load's 'app';
// a group of their own would be a second file behind a facade of the collector).
const FIELD_DATA = (id: string) => inPackages('web-vitals')(id) || inOurs('src/lib/telemetry/')(id);
const inOwnFile = (id: string) =>
  CATALOGS.test(id) || FIELD_DATA(id) || Object.values(OWN_FILES).some((belongs) => belongs(id));

/**
 * For the groups every member page but the dashboard fetches ('ui', 'pages-common'): one file per set of pages that
 * use the same modules (rolldown's entriesAware), instead of one file each page fetches whole. As one file, a page
 * fetched every other page's libraries with its own: the customizer's colour picker, the forms' notifications and
 * dropzone. Split, each member page's JS until its content fell 4-70 KiB gzip (account details 325 → 256 KiB,
 * programs 333 → 305, the 404 page 329 → 268; the dashboard's stayed 269) for more, smaller files (a table page 14 →
 * 24). Sets of modules under 8 KB join their nearest neighbour: larger thresholds made pages fetch more, not less
 * (16 KB: account details 304 KiB). Measured on the static imports of the production build's manifest.
 */
const BY_THE_PAGES_THAT_USE_IT = { entriesAware: true, entriesAwareMergeThreshold: 8_000 } as const;

/** `src/features/<name>/`: the pages and sections of one feature share a file. */
function featureOf(id: string): string | null {
  return /[\\/]src[\\/]features[\\/]([a-z-]+)[\\/]/.exec(id)?.[1] ?? null;
}

export function chunkGroups(root: string): CodeSplittingGroup[] {
  const graph = sourceGraph(root);
  const file = (id: string) => id.replace(/\?.*$/, '');
  const grouped = (id: string) => !graph.lazy.has(file(id));
  // What the signed-in frame runs as it renders (its drawers, search and language menu loaded on first use are not in it).
  const shell = graph.reach(FRAME_ROOTS);
  const signInFrame = graph.reach(['src/features/auth/AuthLayout.tsx', 'src/features/auth/pages/SignInPage.tsx']);
  const daily = graph.reach([...FRAME_ROOTS, 'src/features/dashboard/pages/DashboardPage.tsx']);
  // What the pages and the app's entries import without an import() between: a feature's module that only its lazily
  // loaded parts use (a row form's model) goes with them, not into the file every page of the feature fetches.
  const eager = graph.reach(
    graph.files.filter((found) => PAGE.test(found) || ENTRIES.test(found)).map((found) => path.relative(root, found)),
  );
  const sharedCode = (id: string) =>
    inOurs('src/lib/', 'src/components/', 'generated/', 'config/')(id) && !B2C(id) && !inOwnFile(id) && grouped(id);
  return [
    // Shared with the prerendered sign-in page's own script, which must stay a few hundred bytes: kept apart.
    {
      name: 'first-paint',
      test: FIRST_PAINT,
      priority: 100,
    },
    // The first load: the libraries, then the app's own code. The bridge page's share of MSAL counts as a first load
    // too (it is an entry): it stays with MSAL. The entries stay their own files (the prerender reads index.html's).
    { name: 'vendor', test: (id) => isLibrary(id) && !MSAL(id), tags: ['$initial'], priority: 90 },
    { name: 'app', test: (id) => !ENTRIES.test(id) && !isLibrary(id), tags: ['$initial'], priority: 85 },
    // The sign-in page's frame and the libraries it needs beyond the first load, taken before the member pages' own:
    // the prerendered sign-in page fetches them ahead, and must not fetch the member pages' libraries with them.
    { name: 'sign-in', test: SIGN_IN, priority: 82 },
    // What the sign-in page and the signed-in frame both use beyond the first load (the language button, the lazy popup
    // helper, the page title): their own small file, so that neither visit fetches the other's frame for it.
    {
      name: 'frames',
      test: (id) => signInFrame.has(file(id)) && shell.has(file(id)) && grouped(id),
      priority: 83,
    },
    // The signed-in frame (shell, store selector, customizer's launcher) with every library it needs: every member page.
    { name: 'shell', test: (id) => shell.has(file(id)) && grouped(id), priority: 81 },
    // Every other library a member page uses after the first load (Mantine's components, zod, floating-ui), split by
    // the pages that use them. Taken before the groups below, which would otherwise take the Mantine components they
    // use as well.
    {
      name: 'ui',
      test: (id) => isLibrary(id) && !MSAL(id) && !inOwnFile(id),
      priority: 70,
      ...BY_THE_PAGES_THAT_USE_IT,
    },
    // The app's shared code after the first load (the API client and its schemas, shared components): what the frame and
    // the dashboard use, the visit members make every day, apart from what only the other member pages use.
    { name: 'common', test: (id) => sharedCode(id) && daily.has(file(id)), priority: 76 },
    { name: 'pages-common', test: sharedCode, priority: 71, ...BY_THE_PAGES_THAT_USE_IT },
    // The icons, split by the pages that draw them, taken before every group of ours: an icon left to the first group
    // that reached it (the dashboard's, the sign-in page's) made every page drawing it fetch that group's file too.
    { name: 'icons', test: inPackages('@tabler/icons-react'), priority: 84, ...BY_THE_PAGES_THAT_USE_IT },
    // MSAL and the app's B2C code, loaded when a session or the provider's answer is there.
    { name: 'msal', test: (id) => MSAL(id) || (B2C(id) && grouped(id)), priority: 78 },
    ...Object.entries(OWN_FILES).map(([name, belongs]): CodeSplittingGroup => ({
      name,
      test: (id) => belongs(id) && grouped(id),
      // The tables' code (and the Mantine parts it draws with) before the dashboard's group, which would otherwise keep
      // it, and every list page would fetch the dashboard's code with its table.
      priority: name === 'tables' ? 73 : 65,
      // The forms' code by the forms that use it: a page with one small form (the coming-soon page's e-mail field)
      // does not fetch the claim form's photo upload with it.
      ...(name === 'forms' ? BY_THE_PAGES_THAT_USE_IT : {}),
    })),
    // The dashboard, the page members open every day, takes the libraries it needs beyond the shell's with it; what
    // only its views loaded with import() use (all my stores: the stores table) goes with those views.
    {
      name: 'dashboard',
      test: (id) => featureOf(id) === 'dashboard' && grouped(id) && eager.has(file(id)),
      priority: 72,
    },
    {
      name: (id) => featureOf(id),
      debugName: 'features',
      test: (id) => featureOf(id) !== null && grouped(id) && eager.has(file(id)),
      priority: 50,
    },
  ];
}
