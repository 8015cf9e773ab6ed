import { useDirection } from '@mantine/core';
import { Brand } from '../header/Brand';
import { UserMenu } from '../header/UserMenu';
import { MainMenu } from '../menu/MainMenu';
import classes from './sidebar.module.css';

/**
 * The mini sidebar: the logo alone, the menu's icons with pop-over sub-menus, the account menu at the foot. It stands
 * in the sidebar of large screens, which is the navigation landmark: the menu inside is not a second one.
 */
export function MiniRail({ withBrand, withUserMenu }: { withBrand: boolean; withUserMenu: boolean }) {
  const outwards = useDirection().dir === 'rtl' ? 'left-end' : 'right-end';
  return (
    <>
      {withBrand && (
        <div className={classes.railBrand}>
          <Brand compact />
        </div>
      )}
      <div className={classes.scroll} data-scrollbar="none">
        <MainMenu form="mini" className={classes.miniNav} landmark={false} />
      </div>
      {withUserMenu && (
        <div className={classes.railFoot}>
          <UserMenu position={outwards} />
        </div>
      )}
    </>
  );
}
