declare module 'virtual:portal-look' {
  const look: import('./look').LookConfig;
  export default look;
}
