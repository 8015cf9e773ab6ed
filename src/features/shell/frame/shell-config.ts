import type { AppShellProps } from '@mantine/core';
import { sizes, type NavigationStyle } from '@/lib/theme';

export interface FrameState {
  /** The desktop collapse of mini-sidebar-toggle and bit-bucket. */
  collapsed: boolean;
  promo: boolean;
  footerFixed: boolean;
}

export type SidebarForm = 'vertical' | 'mini' | 'bit-bucket' | null;

/** What the sidebar shows on large screens; below them every style uses the drawer. */
export function sidebarFormOf(style: NavigationStyle, collapsed: boolean): SidebarForm {
  switch (style.kind) {
    case 'vertical':
      return 'vertical';
    case 'mini':
      return 'mini';
    case 'mini-toggle':
      return collapsed ? 'mini' : 'vertical';
    case 'bit-bucket':
      return 'bit-bucket';
    default:
      return null;
  }
}

/** Mantine AppShell's configuration for a navigation style (its layout and sizes). */
export function appShellConfig(
  style: NavigationStyle,
  state: FrameState,
): Pick<AppShellProps, 'layout' | 'header' | 'navbar' | 'footer'> {
  const promo = state.promo ? sizes.promoBanner : 0;
  const form = sidebarFormOf(style, state.collapsed);
  const narrow = form === 'mini' || (form === 'bit-bucket' && state.collapsed);
  return {
    layout: style.header === 'beside' && form ? 'alt' : 'default',
    header: {
      height:
        style.kind === 'horizontal'
          ? { base: sizes.header + promo, lg: sizes.header + sizes.horizontalNav + promo }
          : sizes.header + promo,
    },
    navbar: form
      ? {
          width: narrow
            ? { base: sizes.miniSidebar.base, [sizes.breakpoints.xl]: sizes.miniSidebar.xl }
            : { base: sizes.sidebar.base, lg: sizes.sidebar.lg, [sizes.breakpoints.xl]: sizes.sidebar.xl },
          breakpoint: 'lg',
          collapsed: { mobile: true },
        }
      : undefined,
    footer: state.footerFixed ? { height: sizes.templateFooter } : undefined,
  };
}
