import { Brand } from '../header/Brand';
import { UserBox } from '../header/UserMenuButton';
import { MainMenu } from '../menu/MainMenu';
import classes from './sidebar.module.css';

interface SidebarProps {
  /** The logo sits at the top when the header is beside the sidebar rather than above it. */
  withBrand?: boolean;
  withUserBox?: boolean;
  onNavigate?: () => void;
  /** False where the frame around it is already the 'Main navigation' landmark (the sidebar of large screens). */
  menuLandmark?: boolean;
}

/** The full sidebar: logo (when the header is beside it), the user box, the menu in its vertical form. */
export function Sidebar({ withBrand = false, withUserBox = true, onNavigate, menuLandmark = true }: SidebarProps) {
  return (
    <>
      {withBrand && (
        <div className={classes.brandArea}>
          <Brand withAdminLabel />
        </div>
      )}
      {withUserBox && <UserBox />}
      <div className={classes.scroll}>
        <MainMenu form="vertical" onNavigate={onNavigate} className={classes.verticalNav} landmark={menuLandmark} />
      </div>
    </>
  );
}
