import portalConfig from 'virtual:portal-config';

export type { PortalConfig, RouteConfig, MenuItemConfig, LayoutKind } from './resolve';
export type { MenuIconName } from './icons';
export type {
  ContentApps,
  ContentBlock,
  ContentIconName,
  ContentImage,
  ContentLink,
  ContentText,
  PageContent,
} from './content-schema';

/** The validated, resolved contents of config/ (checked at build time by scripts/portal-config-plugin.ts). */
export const config = portalConfig;
export type { RouteId } from './route-ids';
export { ACCOUNT_TABS, type AccountTab } from './account-tabs';
