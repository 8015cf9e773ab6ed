declare module 'virtual:portal-config' {
  const config: import('./resolve').PortalConfig;
  export default config;
}
