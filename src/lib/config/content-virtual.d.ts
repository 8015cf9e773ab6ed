// config/content/<name>.json as the config plugin serves it: validated, in-app links resolved (see content.ts).
declare module 'virtual:portal-content/*' {
  const content: import('./content-schema').PageContent;
  export default content;
}

// The content files that routes name (`content` in config/routes.json), each loaded on demand (src/app/content-pages.tsx).
declare module 'virtual:portal-content-pages' {
  const pages: Record<string, () => Promise<{ default: import('./content-schema').PageContent }>>;
  export default pages;
}
