import type { ComponentType } from 'react';
import contentPages from 'virtual:portal-content-pages';
import { importFresh } from '@/components/errors';

/**
 * A route with `content` in config/routes.json (a page with no API) is its content file shown by the content
 * renderer: no page file. Each content file is its own chunk, loaded with the renderer when the route is first opened,
 * as a page's chunk is; the config plugin serves the map of loaders (only the routes' files, so no content rides in
 * the first load).
 */
export function contentPageLoader(name: string): () => Promise<{ default: ComponentType }> {
  const loadContent = contentPages[name];
  // The config plugin has already checked that config/content/<name>.json exists and is valid.
  if (!loadContent)
    throw new Error(`config/routes.json names content '${name}', but config/content/${name}.json is not served`);
  return async () => {
    const [{ ContentPage }, { default: content }] = await Promise.all([
      importFresh(() => import('@/components/content/page')),
      importFresh(loadContent),
    ]);
    return { default: () => <ContentPage content={content} /> };
  };
}
