import type { ComponentType } from 'react';
import { newVersionLoaded, PageFailure, trackPageImport } from '@/components/errors';

/**
 * A route's `lazy` that never rejects. React Router 7 renders nothing at all below the root when a route's `lazy`
 * rejects (the route stays "still loading" and its error element is never reached), so a page chunk removed by a
 * release left a blank page. Here the failure becomes the page: it reloads once, then says a newer version is
 * available and offers Reload (PageFailure), inside the layout, with the menu working.
 */
export async function lazyPage(load: () => Promise<{ default: ComponentType }>): Promise<{ Component: ComponentType }> {
  try {
    const module = await trackPageImport(load);
    newVersionLoaded();
    return { Component: module.default };
  } catch (error) {
    console.warn('A page could not be loaded', error);
    return { Component: () => <PageFailure error={error} /> };
  }
}
