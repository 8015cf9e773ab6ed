import type { ComponentType } from 'react';
import { importFresh } from '@/components/errors';

type PageModule = { default: ComponentType };

// Every file in src/features/<feature>/pages/ is a page; config/routes.json names it as '<feature>/<File>'.
// Each becomes its own chunk, loaded when its route is first opened.
const pageModules = import.meta.glob<PageModule>(['../features/*/pages/*.tsx', '!../features/*/pages/*.test.tsx']);

export function pageLoader(page: string): () => Promise<PageModule> {
  const [feature, file] = page.split('/');
  const load = pageModules[`../features/${feature}/pages/${file}.tsx`];
  // The config plugin has already checked that the file exists; this guards against a renamed file in tests.
  if (!load)
    throw new Error(
      `config/routes.json names page '${page}', but src/features/${feature}/pages/${file}.tsx does not exist`,
    );
  return () => importFresh(load);
}
