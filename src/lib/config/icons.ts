/** Icon names a maintainer may use in config/menu.json; the shell maps each to a drawn icon. */
export const menuIconNames = [
  'dashboard',
  'user',
  'news',
  'gift',
  'receipt',
  'fileInvoice',
  'cash',
  'box',
  'fridge',
  'layoutGrid',
  'shoppingCart',
  'tag',
  'edit',
  'briefcase',
  'circleCheck',
  'circlePlus',
  'shield',
  'umbrella',
  'apps',
  'deviceMobile',
  'building',
  'currencyDollar',
  'mail',
] as const;

export type MenuIconName = (typeof menuIconNames)[number];
