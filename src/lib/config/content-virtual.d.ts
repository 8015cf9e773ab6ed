// config/content/<name>.json as the config plugin serves it: validated, in-app links resolved (see content.ts).
declare module 'virtual:portal-content/*' {
  const content: import('./content-schema').PageContent;
  export default content;
}
