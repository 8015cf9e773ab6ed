import { describe, expect, it } from 'vitest';
import { navigationStyleOf } from '@/lib/theme';
import { appShellConfig, sidebarFormOf } from './shell-config';

const plain = { collapsed: false, promo: false, footerFixed: false };
const config = (id: string, state = plain) => appShellConfig(navigationStyleOf(id), state);

describe('AppShell configuration per navigation style (layouts and sizes)', () => {
  it('gives the full sidebar 19 / 21 / 21.6 rem and the mini one 4 / 5 rem, as a drawer below large screens', () => {
    expect(config('default').navbar).toEqual({
      width: { base: '19rem', lg: '21rem', 1536: '21.6rem' },
      breakpoint: 'lg',
      collapsed: { mobile: true },
    });
    expect(config('mini').navbar?.width).toEqual({ base: '4rem', 1536: '5rem' });
    expect(config('header-user-mini').navbar?.width).toEqual({ base: '4rem', 1536: '5rem' });
  });

  it('has no sidebar in the drawer and horizontal styles, whose header grows by the menu bar on large screens', () => {
    expect(config('drawer').navbar).toBeUndefined();
    expect(config('h-dark').navbar).toBeUndefined();
    expect(config('h-dark').header).toEqual({ height: { base: 64, lg: 112 } });
    expect(config('h-default', { ...plain, promo: true }).header).toEqual({ height: { base: 104, lg: 152 } });
  });

  it('puts the header beside a full-height sidebar in the beside styles, above it otherwise', () => {
    expect(['default', 'mini-sidebar-toggle', 'mini', 'bit-bucket'].map((id) => config(id).layout)).toEqual([
      'alt',
      'alt',
      'alt',
      'alt',
    ]);
    expect(['standard', 'header-user', 'header-user-mini', 'drawer', 'h-light'].map((id) => config(id).layout)).toEqual(
      ['default', 'default', 'default', 'default', 'default'],
    );
  });

  it('collapses mini-sidebar-toggle to the mini form and bit-bucket to its rail', () => {
    expect(sidebarFormOf(navigationStyleOf('mini-sidebar-toggle'), false)).toBe('vertical');
    expect(sidebarFormOf(navigationStyleOf('mini-sidebar-toggle'), true)).toBe('mini');
    expect(config('mini-sidebar-toggle', { ...plain, collapsed: true }).navbar?.width).toEqual({
      base: '4rem',
      1536: '5rem',
    });
    expect(config('bit-bucket', { ...plain, collapsed: true }).navbar?.width).toEqual({ base: '4rem', 1536: '5rem' });
    expect(config('bit-bucket').navbar?.width).toEqual({ base: '19rem', lg: '21rem', 1536: '21.6rem' });
  });

  it('reserves room for the fixed footer bar only when it is fixed', () => {
    expect(config('default', { ...plain, footerFixed: true }).footer).toEqual({ height: 56 });
    expect(config('default').footer).toBeUndefined();
  });
});
