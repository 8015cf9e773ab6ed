import { describe, expect, it } from 'vitest';
import type { MenuItemConfig } from '@/lib/config';
import { containsActive, visibleMenu } from './menu-model';

const entry = (overrides: Partial<MenuItemConfig>): MenuItemConfig => ({
  id: 'x',
  type: 'item',
  title: 'X',
  messageId: 'x',
  icon: null,
  url: '/x',
  exact: false,
  roles: null,
  count: null,
  color: null,
  children: [],
  ...overrides,
});
const divider = (id: string) => entry({ id, type: 'divider', url: null });

describe('visibleMenu', () => {
  it('drops items and groups the member may not see, and a group left empty', () => {
    const menu = [
      entry({ id: 'open' }),
      entry({ id: 'admins', roles: ['admin'] }),
      entry({ id: 'group', type: 'group', url: null, children: [entry({ id: 'adminChild', roles: ['admin'] })] }),
    ];
    expect(visibleMenu(menu, ['user']).map((item) => item.id)).toEqual(['open']);
    expect(visibleMenu(menu, ['admin']).map((item) => item.id)).toEqual(['open', 'admins', 'group']);
  });

  it('never leaves a divider first, last or doubled', () => {
    const menu = [
      divider('d0'),
      entry({ id: 'a' }),
      divider('d1'),
      entry({ id: 'hidden', roles: ['admin'] }),
      divider('d2'),
      entry({ id: 'b' }),
      divider('d3'),
    ];
    expect(visibleMenu(menu, ['user']).map((item) => item.id)).toEqual(['a', 'd1', 'b']);
  });
});

describe('containsActive', () => {
  const group = entry({
    type: 'group',
    url: null,
    children: [entry({ url: '/rebate/invoice' }), entry({ url: '/rebate/fifth-check' })],
  });
  it('is true for a child page and a page below it, false elsewhere', () => {
    expect(containsActive(group, '/rebate/fifth-check')).toBe(true);
    expect(containsActive(group, '/rebate/invoice/2026')).toBe(true);
    expect(containsActive(group, '/rebate/invoicex')).toBe(false);
    expect(containsActive(group, '/dashboard')).toBe(false);
  });
});
