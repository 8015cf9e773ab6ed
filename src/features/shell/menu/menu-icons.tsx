import {
  IconApps, IconBox, IconBriefcase, IconBuildingStore, IconCash, IconCircleCheck, IconCirclePlus, IconCurrencyDollar,
  IconDeviceMobile, IconEdit, IconFileInvoice, IconFridge, IconGift, IconLayoutDashboard, IconLayoutGrid, IconMail,
  IconNews, IconReceipt, IconShield, IconShoppingCart, IconTag, IconUmbrella, IconUser, type Icon,
} from '@tabler/icons-react';
import type { MenuIconName } from '@/lib/config';

/** The drawing for each icon name that config/menu.json may use; tsc insists every name has one. */
export const menuIcons: Record<MenuIconName, Icon> = {
  dashboard: IconLayoutDashboard,
  user: IconUser,
  news: IconNews,
  gift: IconGift,
  receipt: IconReceipt,
  fileInvoice: IconFileInvoice,
  cash: IconCash,
  box: IconBox,
  fridge: IconFridge,
  layoutGrid: IconLayoutGrid,
  shoppingCart: IconShoppingCart,
  tag: IconTag,
  edit: IconEdit,
  briefcase: IconBriefcase,
  circleCheck: IconCircleCheck,
  circlePlus: IconCirclePlus,
  shield: IconShield,
  umbrella: IconUmbrella,
  apps: IconApps,
  deviceMobile: IconDeviceMobile,
  building: IconBuildingStore,
  currencyDollar: IconCurrencyDollar,
  mail: IconMail,
};
